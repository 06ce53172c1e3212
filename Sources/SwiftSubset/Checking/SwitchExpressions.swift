/// `switch` used as a value (`let name = switch d { case .n: "north" default: "other" }`, or
/// a function or method whose whole body is such a `switch` or an `if`/`else` of single
/// expressions, an implicit return since Swift 5.9).
///
/// The switch is compiled as the statement it is, each branch storing its value in a hidden
/// variable that the expression then reads, so patterns, `where` clauses and exhaustiveness
/// are the statement's. The type is the context's, or else the first branch's; branches of
/// another type are swiftc's `branches have mismatching types 'String' and 'Int'`.
extension Compiler {
    func switchExpression(_ s: Stmt, _ expected: SType?, _ e: Expr) throws(Diagnostic) -> Typed {
        guard case .switchStmt(let subject, let cases, let closing) = s.kind else {
            throw Diagnostic.unsupported("this 'switch' expression", at: e.pos)
        }
        let values: [Expr?] = cases.map { c in
            if c.body.count == 1, case .expression(let v) = c.body[0].kind { return v }
            return nil
        }
        var type = expected
        if type == nil {
            // A branch using the case's bindings cannot be typed before the switch is compiled.
            for v in values.compactMap({ $0 }) {
                guard let t = try? probeType(v) else { continue }
                if let first = type, first != t {
                    let firstValue = values.compactMap { $0 }[0]
                    throw Diagnostic("branches have mismatching types '\(first.name)' and '\(t.name)'", at: firstValue.pos)
                }
                type = type ?? t
            }
        }
        guard let type else { throw Diagnostic.unsupported("a 'switch' expression whose branches' type is not known before it runs", at: e.pos) }
        let temp = try declareVariable("$switch\(e.pos.offset)", type: type, isLet: false, namePos: e.pos, keywordPos: nil,
                                       initialized: true)
        let target = Expr(.name(temp.name), e.pos, end: e.pos.offset)
        let storing = zip(cases, values).map { (c, v) -> SwitchCase in
            guard let v else { return c }
            var copy = c
            copy.body = [Stmt(.expression(Expr(.assign("=", target, v, opPos: v.pos), v.pos, end: v.end)), v.pos)]
            return copy
        }
        let run = try switchStatement(subject, storing, closing: closing, pos: s.pos)
        let read = Compiler.getter(temp.slot)
        return Typed(type: type, code: { i throws(RuntimeFailure) in
            _ = try run(i)
            return try read(i)
        })
    }

    /// A body that is one `switch` (or `if`/`else` chain) whose branches are single
    /// expressions, as the value the function returns; nil for any other body.
    static func branchesAsValue(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        let s = body[0]
        switch s.kind {
        case .switchStmt(_, let cases, _):
            let allValues = cases.allSatisfy { c in
                guard c.body.count == 1, case .expression(let v) = c.body[0].kind else { return false }
                if case .assign = v.kind { return false }
                return Compiler.isValueExpression(v)
            }
            return allValues && !cases.isEmpty ? Expr(.switchExpression(s), s.pos, end: s.pos.offset) : nil
        case .ifStmt(let conditions, let then, let otherwise):
            guard conditions.count == 1, case .expr(let c) = conditions[0], let otherwise,
                  then.count == 1, case .expression(let a) = then[0].kind, isValueExpression(a) else { return nil }
            let b: Expr
            if otherwise.count == 1, case .expression(let x) = otherwise[0].kind, isValueExpression(x) { b = x }
            else if let nested = branchesAsValue(otherwise), case .ternary = nested.kind { b = nested }
            else { return nil }
            return Expr(.ternary(c, a, b), s.pos, end: b.end)
        default:
            return nil
        }
    }

    /// Not an assignment (a statement); any other single expression is the branch's value, as
    /// in Swift, where a function with a result type reads such a body as an expression.
    private static func isValueExpression(_ e: Expr) -> Bool {
        if case .assign = e.kind { return false }
        return true
    }
}
