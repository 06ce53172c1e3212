/// `let coat = if degrees < 10 { "wool" } else { "linen" }` (Swift 5.9's `if`
/// expression): each branch is one expression and the
/// `else` is required, so it means the same as nested `? :`, and is parsed so.
extension Parser {
    mutating func ifExpression() throws(Diagnostic) -> Expr {
        let p = current.pos
        advance()
        let conds = try conditions()
        guard conds.count == 1, case .expr(let condition) = conds[0] else {
            throw Diagnostic.unsupported("'if' expressions with 'let' bindings or several conditions", at: p)
        }
        let then = try branchExpression(p)
        guard isKeyword(.else) else {
            throw Diagnostic("'if' must have an unconditional 'else' to be used as expression", at: p)
        }
        advance()
        let otherwise: Expr
        if isKeyword(.if) {
            try enter()
            defer { leave() }
            otherwise = try ifExpression()
        } else {
            otherwise = try branchExpression(p)
        }
        return Expr(.ternary(condition, then, otherwise), p, end: previous.endOffset)
    }

    /// A branch `{ value }` of an `if` expression.
    private mutating func branchExpression(_ p: SourcePos) throws(Diagnostic) -> Expr {
        let body = try block()
        guard body.count == 1, case .expression(let value) = body[0].kind else {
            throw Diagnostic.unsupported("'if' expression branches that are not a single expression", at: p)
        }
        return value
    }
}
