/// `throws(ParseError)` after a parameter list: the function throws only that error type
/// (Checking/TypedThrows.swift). `throws(any Error)` is plain `throws`; `throws(Never)` does
/// not throw at all.
extension Parser {
    /// The type in parentheses right after `throws` (already consumed), nil without one.
    mutating func thrownTypeClause() throws(Diagnostic) -> TypeSyntax? {
        guard current.kind == .lparen, !current.spaceBefore else { return nil }
        advance()
        let type = try typeSyntax()
        try expect(.rparen, "')' after thrown type")
        if case .named("Error", _) = type { return nil }
        return type
    }

    /// `throws(Never)`: a function that cannot throw.
    static func throwsNever(_ type: TypeSyntax?) -> Bool {
        if case .named("Never", _)? = type { return true }
        return false
    }
}
