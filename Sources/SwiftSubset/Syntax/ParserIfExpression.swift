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
        if body.count > 1, case .expression = body[body.count - 1].kind {
            // swiftc (without the experimental `then`): at the branch's closing brace.
            throw Diagnostic("non-expression branch of 'if' expression may only end with a 'throw'", at: previous.pos)
        }
        guard body.count == 1, case .expression(let value) = body[0].kind else {
            throw Diagnostic.unsupported("'if' expression branches that are not a single expression", at: p)
        }
        return value
    }
}

/// `let name = switch d { case .n: "north" default: "other" }` (Swift 5.9's `switch`
/// expression): parsed as a `switch` statement whose case bodies are each one expression (or
/// a `throw`), wrapped as an expression (Checking/SwitchExpressions.swift gives it its type).
extension Parser {
    /// The value of a declaration, `return`, `throw`: where an `if` or `switch` expression may stand.
    mutating func valueExpression() throws(Diagnostic) -> Expr {
        branchValueAllowed = true
        defer { branchValueAllowed = false }
        return try expression()
    }

    mutating func switchExpression() throws(Diagnostic) -> Expr {
        let p = current.pos
        let s = try switchStatement()
        guard case .switchStmt(_, let cases, _) = s.kind else { throw expected("'switch'") }
        for c in cases {
            guard let last = c.body.last else { throw Diagnostic("expected expression in 'switch' expression branch", at: c.pos) }
            if case .throwStmt = last.kind, c.body.count == 1 { continue }
            if c.body.count > 1, case .expression = last.kind {
                throw Diagnostic("non-expression branch of 'switch' expression may only end with a 'throw' or 'fallthrough'", at: last.pos)
            }
            guard c.body.count == 1, case .expression(let value) = last.kind else {
                throw Diagnostic.unsupported("'switch' expression branches that are not a single expression", at: c.pos)
            }
            if case .assign = value.kind {
                throw Diagnostic.unsupported("'switch' expression branches that are not a single expression", at: c.pos)
            }
        }
        return Expr(.switchExpression(s), p, end: previous.endOffset)
    }
}
