/// Generic parameter lists and `where` clauses.
extension Parser {
    /// `<T>`, `<T: Equatable, U: Sequence>`: the names; constraints are left to the checker, which
    /// checks each use with the concrete types.
    mutating func genericParameterList() throws(Diagnostic) -> [String] {
        try genericParameters().names
    }

    /// `<T: Equatable, U>`: the names and, for each, the protocols written after it (by name).
    mutating func genericParameters() throws(Diagnostic) -> (names: [String], constraints: [String: [String]]) {
        advance()
        var names: [String] = []
        var constraints: [String: [String]] = [:]
        while true {
            let name = try identifier("generic parameter name").0
            names.append(name)
            if current.kind == .colon {
                advance()
                let names = try constraintNames().filter { !Parser.implicitMarkerProtocols.contains($0) }
                if !names.isEmpty { constraints[name] = names }
            }
            if current.kind == .comma { advance(); continue }
            break
        }
        try closeAngle()
        return (names, constraints)
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

    /// The protocol names of a constraint (`Comparable & Hashable`); other types by their syntax.
    private mutating func constraintNames() throws(Diagnostic) -> [String] {
        var names: [String] = []
        repeat {
            if isOp("&") { advance() }
            let t = try typeSyntax()
            if case .named(let n, _) = t { names.append(n) }
            else if case .generic(TypeSyntax.compositionMarker, let parts, _) = t {
                for part in parts { if case .named(let n, _) = part { names.append(n) } else { names.append("\(part)") } }
            } else { names.append("\(t)") }
        } while isOp("&")
        return names
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
