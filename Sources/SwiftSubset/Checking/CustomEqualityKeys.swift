/// Dictionary keys and set elements are compared by keylab's own rule, with no learner code run:
/// a struct by all its stored properties, a class instance by identity (`DictionaryKey`). A type
/// that writes its own `static func ==` agrees with that rule only when its body is exactly it
/// (`lhs.id == rhs.id && lhs.name == rhs.name` naming every stored property, or `lhs === rhs`);
/// otherwise a `Set` or `Dictionary` of it would silently disagree with Swift (which calls the
/// `==`), so such a key or element type is refused by name. (`hash(into:)` needs `Hasher`, which is
/// refused by name too.)
extension Compiler {
    /// Before a unit's types are declared: each type whose own `==` differs from the key rule.
    func recordCustomEquality(_ stmts: [Stmt]) {
        var declared: [String: TypeDecl] = [:]
        for s in stmts { if case .typeDeclaration(let d) = s.kind, d.kind != .extensionDecl { declared[d.name] = d } }
        for s in stmts {
            guard case .typeDeclaration(let d) = s.kind else { continue }
            for case .method(let f, let mods) in d.members where f.name == "==" && mods.has("static") {
                let owner = declared[d.name] ?? globals.customEqualityDecls[d.name]
                let kind = owner?.kind ?? d.kind
                let stored = (owner?.members ?? d.members).compactMap { m -> String? in
                    guard case .property(let p) = m, !p.isComputed, !p.modifiers.has("static") else { return nil }
                    return p.name
                }
                if !Compiler.equalityMatchesKeys(f, isClass: kind == .classType, stored: Set(stored)) {
                    globals.customEqualityTypes.insert(d.name)
                }
            }
        }
        for (name, d) in declared { globals.customEqualityDecls[name] = d }
    }

    /// Refuses `t` as a dictionary key or set element when its `==` is not keylab's key rule.
    func refuseCustomEqualityKey(_ t: SType, at pos: SourcePos) throws(Diagnostic) {
        var inner = t
        while case .optional(let w) = inner { inner = w }
        guard case .nominal(let n) = inner, globals.customEqualityTypes.contains(n.name) else { return }
        throw Diagnostic.unsupported("dictionary keys and set elements of a type with its own '==' ('\(n.name)')", at: pos)
    }

    static func equalityMatchesKeys(_ f: FuncDecl, isClass: Bool, stored: Set<String>) -> Bool {
        guard f.params.count == 2 else { return false }
        let (a, b) = (f.params[0].name, f.params[1].name)
        var body = f.body
        if body.count == 1, case .returnStmt(let e?) = body[0].kind { body = [Stmt(.expression(e), e.pos)] }
        guard body.count == 1, case .expression(let e) = body[0].kind else { return false }
        func isName(_ x: Expr, _ n: String) -> Bool { if case .name(n) = x.kind { return true }; return false }
        if isClass {
            guard case .binary(let op, let l, let r, _) = e.kind, op.rawValue == "===" else { return false }
            return (isName(l, a) && isName(r, b)) || (isName(l, b) && isName(r, a))
        }
        var compared: Set<String> = []
        func walk(_ x: Expr) -> Bool {
            switch x.kind {
            case .paren(let inner): return walk(inner)
            case .binary(let op, let l, let r, _) where op.rawValue == "&&": return walk(l) && walk(r)
            case .binary(let op, let l, let r, _) where op.rawValue == "==":
                guard case .member(let lb, let ln, _) = l.kind, case .member(let rb, let rn, _) = r.kind, ln == rn,
                      (isName(lb, a) && isName(rb, b)) || (isName(lb, b) && isName(rb, a)) else { return false }
                compared.insert(ln)
                return true
            default: return false
            }
        }
        return walk(e) && compared == stored
    }
}

extension TypeSyntax {
    /// Where the type is written, as far as its syntax records it.
    var firstPosition: SourcePos? {
        switch self {
        case .named(_, let p), .generic(_, _, let p), .unsupported(_, let p), .tuple(_, _, let p), .function(_, _, let p): return p
        case .optional(let w), .array(let w), .implicitlyUnwrapped(let w), .autoclosure(let w): return w.firstPosition
        case .dictionary(let k, _): return k.firstPosition
        }
    }
}
