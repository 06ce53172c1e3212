/// swiftc's errors for a generic function whose body compares values of an unconstrained generic
/// parameter (`value == valueToFind` with `<T>`, `a > b` without `T: Comparable`).
///
/// Generic functions are checked per instance (CompilerGenerics.swift), so without this a body
/// that swiftc rejects would run whenever the concrete type happens to support the operator, or
/// not be checked at all when the function is never called. The check is syntactic and
/// conservative: it only knows the types of parameters written `T`, of elements of parameters
/// written `[T]` (`for x in xs`, `for (i, x) in xs.enumerated()`) and of `let y = x` copies, and
/// says nothing when it cannot tell.
extension Compiler {
    /// Throws swiftc's error for the first comparison of two values of an unconstrained generic
    /// parameter in `decl`'s body.
    func checkGenericOperators(_ decl: FuncDecl) throws(Diagnostic) {
        let generic = Set(decl.genericParams)
        var scalars: [String: String] = [:]
        var arrays: [String: String] = [:]
        for p in decl.params {
            switch p.type {
            case .named(let g, _) where generic.contains(g): scalars[p.name] = g
            case .array(.named(let g, _)) where generic.contains(g): arrays[p.name] = g
            default: break
            }
        }
        Compiler.collectGenericNames(decl.body, &scalars, arrays)
        /// `x op y` comparing two values of the unconstrained generic parameter `g`, if `e` is one.
        func comparison(_ e: Expr) -> (op: String, g: String, opPos: SourcePos)? {
            guard case .binary(let binaryOp, let l, let r, let opPos) = e.kind,
                  [.equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual].contains(binaryOp),
                  case .name(let a) = l.kind, case .name(let b) = r.kind,
                  let g = scalars[a], scalars[b] == g else { return nil }
            let constraints = decl.genericConstraints[g] ?? []
            // A `where` clause or a protocol keylab does not know may supply the operator.
            let known: Set<String> = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"]
            guard constraints.allSatisfy({ known.contains($0) }) else { return nil }
            let op = binaryOp.rawValue
            let equality = binaryOp == .equal || binaryOp == .notEqual
            if equality, constraints.contains(where: { ["Equatable", "Hashable", "Comparable"].contains($0) }) { return nil }
            if !equality, constraints.contains("Comparable") { return nil }
            return (op, g, opPos)
        }
        var found: Diagnostic?
        // swiftc's wording depends on where the comparison stands: a ternary's condition names
        // 'Comparable', a lone comparison names the operands, and inside `&&`/`||` its solver
        // picks other overloads (`BinaryInteger`), which keylab does not imitate.
        let walker = SyntaxWalker(visit: { e, _ in
            guard found == nil else { return false }
            switch e.kind {
            case .ternary(let c, _, _):
                if let m = comparison(c), m.op != "==", m.op != "!=" {
                    found = Diagnostic("referencing operator function '\(m.op)' on 'Comparable' requires that '\(m.g)' conform to 'Comparable'",
                                       at: m.opPos)
                }
            case .binary(let op, let l, let r, let opPos) where op == .logicalAnd || op == .logicalOr:
                if comparison(l) != nil || comparison(r) != nil {
                    found = Diagnostic.unsupported("comparing values of an unconstrained generic type inside '&&' or '||'", at: opPos)
                }
            default:
                if let m = comparison(e) {
                    found = Diagnostic("binary operator '\(m.op)' cannot be applied to two '\(m.g)' operands", at: m.opPos)
                }
            }
            return found == nil
        })
        walker.walk(decl.body, depth: 0, functionDepth: 1)
        if let found { throw found }
    }

    /// Adds the local names whose type is a generic parameter: loop variables over `[T]`
    /// parameters and `let y = x` copies of known names.
    private static func collectGenericNames(_ stmts: [Stmt], _ scalars: inout [String: String], _ arrays: [String: String]) {
        for s in stmts {
            switch s.kind {
            case .variable(_, let name, _, nil, let value?):
                if case .name(let x) = value.kind, let g = scalars[x] { scalars[name] = g }
            case .forIn(let name?, _, let seq, _, let body):
                if case .name(let xs) = seq.kind, let g = arrays[xs] { scalars[name] = g }
                collectGenericNames(body, &scalars, arrays)
            case .forPattern(let pattern, _, let seq, _, let body):
                if case .call(let callee, let args, _) = seq.kind, args.isEmpty,
                   case .member(let base, "enumerated", _) = callee.kind, case .name(let xs) = base.kind,
                   let g = arrays[xs], case .patternBinding(let inner, _) = pattern.kind,
                   case .tuple(let parts) = inner.kind, parts.count == 2, case .name(let x) = parts[1].value.kind {
                    scalars[x] = g
                }
                collectGenericNames(body, &scalars, arrays)
            case .ifStmt(_, let then, let otherwise):
                collectGenericNames(then, &scalars, arrays)
                collectGenericNames(otherwise ?? [], &scalars, arrays)
            case .guardStmt(_, let otherwise, _): collectGenericNames(otherwise, &scalars, arrays)
            case .whileStmt(_, let body), .repeatStmt(let body, _), .block(let body), .labeledBody(_, let body):
                collectGenericNames(body, &scalars, arrays)
            case .labeled(_, _, let inner): collectGenericNames([inner], &scalars, arrays)
            default: break
            }
        }
    }
}
