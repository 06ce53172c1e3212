/// Nested types: `struct Outer { enum Inner {…} }` is parsed as its own top-level declaration named
/// `Outer.Inner` (lifted in front of the statement that contains it), so the checker's passes see
/// every type of the unit in one list and a nested type is an ordinary type with a dotted name.
/// The checker resolves an unqualified `Inner` inside `Outer` by trying the enclosing names first
/// (CompilerNestedTypes.swift).
extension Parser {
    /// The type declarations lifted out of the statement just parsed, innermost first.
    mutating func takeLiftedTypes() -> [Stmt] {
        guard !liftedTypes.isEmpty else { return [] }
        defer { liftedTypes = [] }
        return liftedTypes
    }

    /// `Outer.Inner.Deeper` in a type (the first name already read, the current token is the dot).
    mutating func nestedTypeName(after first: String) throws(Diagnostic) -> String {
        var name = first
        while current.kind == .dot {
            advance()
            guard case .identifier(let part) = current.kind else {
                if case .keyword(let w) = current.kind, w == "Type" {
                    // `Cell.Type`: the checker reads the `.Type` suffix as the metatype of `Cell`.
                    advance()
                    return name + ".Type"
                }
                if case .keyword("Protocol") = current.kind { throw Diagnostic.unsupported("protocol metatypes ('.Protocol')", at: current.pos) }
                throw expected("member type name")
            }
            if part == "Type" {
                advance()
                return name + ".Type"
            }
            if part == "Protocol" { throw Diagnostic.unsupported("protocol metatypes ('.Protocol')", at: current.pos) }
            name += "." + part
            advance()
        }
        return name
    }

    /// A `struct`, `class` or `enum` written among the members of `kind`: parsed with its qualified
    /// name and kept for `takeLiftedTypes`.
    mutating func nestedTypeDeclaration(in kind: TypeDecl.Kind, modifiers: MemberModifiers) throws(Diagnostic) {
        if kind == .protocolDecl {
            let nameToken = tokens[min(index + 1, tokens.count - 1)]
            let inner = { if case .identifier(let n) = nameToken.kind { return n }; return "" }()
            throw Diagnostic("type '\(inner)' cannot be nested in protocol '\(typeNesting.last ?? "")'", at: nameToken.pos)
        }
        let decl = try typeDeclaration(isFinalModifier: modifiers.has("final"))
        liftedTypes.append(decl)
    }
}
