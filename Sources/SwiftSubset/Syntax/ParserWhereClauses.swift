/// `where` clauses of extensions: `extension Stack where Element: Equatable`,
/// `extension Array where Element == Int`.
struct WhereRequirement: Sendable {
    var subject: TypeSyntax
    /// `Element: Equatable & Hashable`: the protocols; empty for a same-type requirement.
    var conformances: [TypeSyntax]
    /// `Element == Int`: the type on the right.
    var sameType: TypeSyntax?
    var pos: SourcePos
}

extension Parser {
    /// The requirements after `where`, up to the extension's `{`.
    mutating func whereRequirements() throws(Diagnostic) -> [WhereRequirement] {
        advance()
        var result: [WhereRequirement] = []
        repeat {
            if current.kind == .comma { advance() }
            let p = current.pos
            let subject = try typeSyntax()
            if current.kind == .colon {
                advance()
                let t = try typeSyntax()
                if case .generic(TypeSyntax.compositionMarker, let parts, _) = t {
                    result.append(WhereRequirement(subject: subject, conformances: parts, sameType: nil, pos: p))
                } else {
                    result.append(WhereRequirement(subject: subject, conformances: [t], sameType: nil, pos: p))
                }
            } else if isOp("==") {
                advance()
                result.append(WhereRequirement(subject: subject, conformances: [], sameType: try typeSyntax(), pos: p))
            } else {
                throw expected("':' or '==' to indicate a conformance or same-type requirement")
            }
        } while current.kind == .comma
        return result
    }
}
