/// Protocol requirements beyond properties and methods: `init(name: String)`.
extension Parser {
    /// `init(name: String)` in a protocol: the signature only (a body is swiftc's error).
    mutating func initializerRequirement() throws(Diagnostic) -> FuncDecl {
        let p = current.pos
        advance()
        if case .op(let o) = current.kind, o.hasPrefix("?") || o == "!" {
            throw Diagnostic.unsupported("failable initializer requirements in protocols", at: current.pos)
        }
        if isOp("<") { throw Diagnostic.unsupported("generic initializers", at: current.pos) }
        try expect(.lparen, "'(' for initializer parameters")
        let params = try parameterList()
        var isThrowing = false
        if isKeyword(.throws) || isKeyword(.rethrows) {
            isThrowing = true
            advance()
            if current.kind == .lparen, !current.spaceBefore { throw Diagnostic.unsupported("typed throws on protocol requirements", at: current.pos) }
        }
        if current.kind == .lbrace { throw Diagnostic("protocol initializers must not have bodies", at: current.pos) }
        return FuncDecl(name: "init", pos: p, namePos: p, params: params, returnType: nil, body: [], closingBrace: previous.pos,
                        isThrowing: isThrowing)
    }
}
