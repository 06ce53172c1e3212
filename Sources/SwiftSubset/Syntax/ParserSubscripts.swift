/// `subscript(index: Int) -> Int { … }` in a type: parsed as a method named `subscript` whose
/// parameters have no argument labels unless written twice (`subscript(row r: Int)`), as Swift
/// reads them. Accessor blocks (`get`/`set`) and static subscripts are refused by name.
extension Parser {
    mutating func subscriptDeclaration(_ mods: MemberModifiers) throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        if mods.has("static") || mods.has("class") { throw Diagnostic.unsupported("static subscripts", at: p) }
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
        if current.kind == .lbrace, peekKind() == .identifier("get") || peekKind() == .identifier("set")
            || peekKind() == .keyword("get") || peekKind() == .keyword("set") {
            throw Diagnostic.unsupported("subscripts with 'get' or 'set' blocks", at: current.pos)
        }
        let body = try block()
        return FuncDecl(name: "subscript", pos: p, namePos: p, params: params, returnType: returnType, body: body,
                        closingBrace: previous.pos)
    }
}
