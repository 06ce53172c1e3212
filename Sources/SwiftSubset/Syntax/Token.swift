/// One piece of a string literal: literal text or an interpolated expression's source range.
enum StringPiece: Sendable, Equatable {
    case text(String)
    /// Byte range of the expression inside `\( ... )`, parsed later by a nested parser.
    case interpolation(start: SourcePos, end: Int)
}

/// What a token is. The lexer guarantees the parser that keywords are already told apart from
/// identifiers and that literals keep their source spelling (the checker gives them a type).
enum TokenKind: Sendable, Equatable {
    case identifier(String)
    case keyword(String)
    case integer(String)
    case float(String)
    case string([StringPiece])
    /// An operator run such as `+`, `==`, `..<`, `?`, `!`, `->`, `=`.
    case op(String)
    case lparen, rparen, lbrace, rbrace, lbracket, rbracket
    case comma, colon, semicolon, dot, at, hash, backslash
    case eof
}

/// One token with its position and the spacing around it, which the parser needs to tell prefix,
/// postfix and infix operators apart, as Swift does.
struct Token: Sendable, Equatable {
    var kind: TokenKind
    var pos: SourcePos
    var length: Int
    /// Whitespace or a comment directly before / after the token (decides prefix, postfix or infix operators).
    var spaceBefore: Bool
    var spaceAfter: Bool
    /// A line break sits between this token and the previous one (ends a statement).
    var newlineBefore: Bool

    var endOffset: Int { pos.offset + length }
}

let swiftKeywords: Set<String> = Set(Keyword.allCases.map(\.rawValue))
