/// `some P` (an opaque type) and `A & B` (a protocol composition) in type position.
///
/// Both are written as `TypeSyntax.generic` with a marker name no Swift type can have, so the
/// rest of the parser and every switch over `TypeSyntax` stay as they are; the checker resolves
/// them (CompilerProtocolCompositions.swift).
extension TypeSyntax {
    static let opaqueMarker = "some "
    static let compositionMarker = "&"
}

extension Parser {
    /// `Named & Aged & Other` after its first member has been read.
    mutating func protocolComposition(first: TypeSyntax, at p: SourcePos) throws(Diagnostic) -> TypeSyntax {
        var parts = [first]
        while case .op("&") = current.kind {
            advance()
            let part = try typeSyntax()
            if case .generic(TypeSyntax.compositionMarker, let more, _) = part { parts += more } else { parts.append(part) }
        }
        return .generic(TypeSyntax.compositionMarker, parts, p)
    }
}

extension Parser {
    /// `identity<Int>(3)`: a generic function given its type arguments, read as the type
    /// expression `identity<Int>` called (the checker tells it from a generic type). Anything else
    /// after `name<` (`i<n`) is left to the expression parser: the tokens are restored.
    mutating func explicitSpecialization(of name: String, at p: SourcePos) -> Expr? {
        let start = index
        let savedTokens = tokens
        index -= 1
        if let type = try? typeSyntax(), case .generic = type, current.kind == .lparen, !current.spaceBefore {
            return Expr(.typeExpr(type), p, end: previous.endOffset)
        }
        index = start
        tokens = savedTokens
        return nil
    }
}
