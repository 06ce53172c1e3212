/// Generic parameter lists and `where` clauses.
extension Parser {
    /// `<T>`, `<T: Equatable, U: Sequence>`: the names; constraints are left to the checker, which
    /// checks each use with the concrete types.
    mutating func genericParameterList() throws(Diagnostic) -> [String] {
        advance()
        var names: [String] = []
        while true {
            names.append(try identifier("generic parameter name").0)
            if current.kind == .colon {
                advance()
                _ = try typeSyntaxAllowingProtocols()
            }
            if current.kind == .comma { advance(); continue }
            break
        }
        try closeAngle()
        return names
    }

    /// A constraint such as `Equatable`, `Sequence` or `Comparable & Hashable`.
    mutating func typeSyntaxAllowingProtocols() throws(Diagnostic) -> TypeSyntax {
        let t = try typeSyntax()
        while isOp("&") {
            advance()
            _ = try typeSyntax()
        }
        return t
    }

    /// `where T.Element: Equatable, T.Element == U.Element` (requirements are checked per use).
    mutating func skipWhereClause() throws(Diagnostic) {
        advance()
        repeat {
            if current.kind == .comma { advance() }
            _ = try typeSyntax()
            if current.kind == .colon {
                advance()
                _ = try typeSyntaxAllowingProtocols()
            } else if isOp("==") {
                advance()
                _ = try typeSyntax()
            } else {
                throw expected("':' or '==' to indicate a conformance or same-type requirement")
            }
        } while current.kind == .comma
    }
}
