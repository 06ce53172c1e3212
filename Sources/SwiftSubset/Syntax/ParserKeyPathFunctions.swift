/// Key-path expressions used as functions (SE-0249): `players.map(\.name)`,
/// `items.sorted(by: \.price)` is not one, but `filter(\.isDone)` and `map(\Player.score)` are.
///
/// keylab has no key-path values; where a key path stands as an argument (after `(`, `,` or a
/// label's `:`), it means the same as the closure `{ $0.name }`, which is what Swift makes of it
/// there. Anywhere else (`let kp = \Player.name`, `p[keyPath: kp]`) it stays refused by name.
extension Parser {
    mutating func keyPathFunction() throws(Diagnostic) -> Expr {
        let p = current.pos
        let inArgument = index > 0 && [TokenKind.lparen, .comma, .colon].contains(previous.kind)
        guard inArgument else { throw Diagnostic.unsupported("key paths", at: p) }
        advance()
        var rootType: TypeSyntax?
        if case .identifier(let name) = current.kind, !current.spaceBefore {
            rootType = .named(name, current.pos)
            advance()
        }
        guard current.kind == .dot, !current.spaceBefore else { throw Diagnostic.unsupported("key paths", at: p) }
        let parameter = "$kp"
        var body = Expr(.name(parameter), p, end: p.offset + 1)
        while current.kind == .dot, !current.spaceBefore {
            advance()
            guard case .identifier(let name) = current.kind, !current.spaceBefore else {
                // `\.self`, `\.0`, `\.[0]`: key-path components keylab does not read.
                throw Diagnostic.unsupported("key paths", at: p)
            }
            let namePos = current.pos
            advance()
            body = Expr(.member(body, name, namePos: namePos), p, end: previous.endOffset)
        }
        if case .op(let o) = current.kind, (o.hasPrefix("?") || o.hasPrefix("!")), !current.spaceBefore {
            throw Diagnostic.unsupported("key paths", at: p)
        }
        let param = ClosureExpr.Param(name: parameter, pos: p, type: rootType)
        let closure = ClosureExpr(params: [param], returnType: nil, body: [Stmt(.expression(body), p)], captureList: [],
                                  closingBrace: previous.pos, signaturePos: p)
        return Expr(.closure(closure), p, end: previous.endOffset)
    }
}
