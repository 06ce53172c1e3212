extension Parser {
    /// `if case let x as T = value` and `if case is T = value` (also `guard`, `while`): the type
    /// patterns a `switch` allows, in a condition (Checking/CastConditions.swift). nil when the
    /// pattern is another kind.
    mutating func castConditionPattern() throws(Diagnostic) -> Expr? {
        if isKeyword("is") {
            let p = current.pos
            advance()
            let type = try typeSyntax()
            return Expr(.castPattern(nil, type), p, end: previous.endOffset)
        }
        if isKeyword("let") || isKeyword("var"), case .identifier(let name) = peekKind(), peekKind(2) == .keyword("as") {
            let p = current.pos
            advance()
            advance()
            advance()
            let type = try typeSyntax()
            return Expr(.castPattern(name, type), p, end: previous.endOffset)
        }
        return nil
    }
}
