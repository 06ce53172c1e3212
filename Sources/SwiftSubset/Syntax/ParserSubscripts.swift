/// `subscript(index: Int) -> Int { … }` in a type: parsed as a method named `subscript` whose
/// parameters have no argument labels unless written twice (`subscript(row r: Int)`), as Swift
/// reads them. A body may also be `get { … }` with an optional `set { … }` / `set(v) { … }`, whose
/// setter becomes a second member (SubscriptSetters.swift). A `static subscript` is a static
/// method named `subscript`, read as `Type[…]` (Checking/CompilerMembers.swift); one with a
/// setter is refused by name.
extension Parser {
    mutating func subscriptDeclaration(_ mods: MemberModifiers) throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        let isStatic = mods.has("static") || mods.has("class")
        advance()
        if isOp("<") { throw Diagnostic.unsupported("generic subscripts", at: current.pos) }
        try expect(.lparen, "'(' for subscript parameters")
        let params = try subscriptParameterList()
        if let param = params.first(where: \.isInout) {
            throw Diagnostic.unsupported("inout subscript parameters", at: param.pos)
        }
        guard isOp("->") else { throw expected("'->' for subscript element type") }
        advance()
        let returnType = try typeSyntax()
        let (body, setter) = try subscriptBody()
        if isStatic, setter != nil { throw Diagnostic.unsupported("static subscripts with a setter", at: p) }
        var set: FuncDecl?
        if let setter {
            // The new value is the setter's last parameter, unlabelled, of the element type.
            let newValue = Parameter(label: nil, name: setter.parameter, pos: setter.pos, type: returnType)
            set = FuncDecl(name: SubscriptSetter.name, pos: setter.pos, namePos: setter.pos, params: params + [newValue],
                               returnType: nil, body: setter.body, closingBrace: previous.pos)
        }
        return FuncDecl(name: "subscript", pos: p, namePos: p, params: params, returnType: returnType, body: body,
                        closingBrace: previous.pos, subscriptSetter: set)
    }

    /// `{ … }` or `{ get { … } set(v) { … } }`: the getter's statements and the setter clause, if any.
    private mutating func subscriptBody() throws(Diagnostic) -> ([Stmt], AccessorDecl?) {
        guard current.kind == .lbrace, Parser.isAccessorWord(peekKind()) else { return (try block(), nil) }
        try enterStructure()
        defer { leaveStructure() }
        advance()
        var getter: [Stmt]?
        var setter: AccessorDecl?
        while current.kind != .rbrace {
            if atEnd { throw Diagnostic("expected '}' at end of subscript get/set clause", at: current.pos) }
            guard Parser.isAccessorWord(current.kind) else {
                throw Diagnostic("expected 'get' or 'set' to start an accessor definition", at: current.pos)
            }
            let ap = current.pos
            let isSet = current.kind == .identifier("set") || current.kind == .keyword("set")
            if isSet ? setter != nil : getter != nil {
                throw Diagnostic.unsupported("a second '\(isSet ? "set" : "get")' block in one subscript", at: ap)
            }
            advance()
            var param = "newValue"
            if isSet, current.kind == .lparen {
                advance()
                param = try identifier("name of the parameter").0
                try expect(.rparen, "')'")
            }
            guard current.kind == .lbrace else { throw expected("'{' to start the subscript accessor") }
            let body = try block()
            if isSet { setter = AccessorDecl(kind: "set", parameter: param, body: body, pos: ap) } else { getter = body }
        }
        guard let getter else { throw Diagnostic("subscript with a setter must also have a getter", at: current.pos) }
        advance()
        return (getter, setter)
    }

    private static func isAccessorWord(_ k: TokenKind) -> Bool {
        k == .identifier("get") || k == .identifier("set") || k == .keyword("get") || k == .keyword("set")
    }
}
