/// `associatedtype Item` and `subscript(i: Int) -> Item { get }` in a protocol.
extension Parser {
    /// `associatedtype Item` or `associatedtype Item: Equatable`, recorded as a member property
    /// marked `associatedtype` (the checker makes it a placeholder type, CompilerAssociatedTypes.swift).
    mutating func associatedTypeDeclaration(_ mods: MemberModifiers, in kind: TypeDecl.Kind) throws(Diagnostic) -> PropertyDecl {
        let p = current.pos
        guard kind == .protocolDecl else { throw Diagnostic.unsupported("associated types outside protocols", at: p) }
        advance()
        let (name, namePos) = try identifier("identifier in associatedtype declaration")
        var constraint: TypeSyntax?
        if current.kind == .colon {
            advance()
            constraint = try typeSyntax()
        }
        if isOp("=") { throw Diagnostic.unsupported("default types of associated types", at: current.pos) }
        if isKeyword(.where) {
            // `associatedtype Item where Item: Equatable`: conformances of the associated type
            // itself read as if written after the colon. Other requirements are refused by name.
            let wherePos = current.pos
            var parts: [TypeSyntax] = constraint.map { [$0] } ?? []
            for r in try whereRequirements() {
                guard case .named(let subject, _) = r.subject, subject == name, r.sameType == nil else {
                    throw Diagnostic.unsupported("'where' clauses on associated types other than the type's own conformances", at: wherePos)
                }
                parts += r.conformances
            }
            constraint = parts.count == 1 ? parts[0] : .generic(TypeSyntax.compositionMarker, parts, wherePos)
        }
        var marked = mods
        marked.words["associatedtype"] = p
        return PropertyDecl(isLet: false, name: name, pos: p, namePos: namePos, type: constraint, value: nil, modifiers: marked,
                            accessors: [])
    }

    /// `subscript(i: Int) -> Item { get }` in a protocol: the signature only.
    mutating func subscriptRequirement() throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        advance()
        if isOp("<") { throw Diagnostic.unsupported("generic subscripts", at: current.pos) }
        try expect(.lparen, "'(' for subscript parameters")
        let params = try subscriptParameterList()
        guard isOp("->") else { throw expected("'->' for subscript element type") }
        advance()
        let returnType = try typeSyntax()
        try expect(.lbrace, "'{' in subscript requirement")
        var sawGet = false
        while current.kind != .rbrace {
            if atEnd { throw expected("'}'") }
            switch current.kind {
            case .identifier("get"), .keyword("get"): sawGet = true
            case .identifier("set"), .keyword("set"): throw Diagnostic.unsupported("settable subscript requirements", at: current.pos)
            default: throw expected("'get' or 'set'")
            }
            advance()
        }
        advance()
        if !sawGet { throw Diagnostic.unsupported("this subscript requirement", at: p) }
        return FuncDecl(name: "subscript", pos: p, namePos: p, params: params, returnType: returnType, body: [], closingBrace: previous.pos)
    }
}
