/// Turns source bytes into tokens. Works on UTF-8 bytes so columns match swiftc's.
struct Lexer {
    let src: [UInt8]
    private var i: Int
    private var line: Int
    private var lineStart: Int
    private let end: Int

    init(source: [UInt8], start: SourcePos? = nil, end: Int? = nil) {
        self.src = source
        let s = start ?? .start
        self.i = s.offset
        self.line = s.line
        self.lineStart = s.offset - (s.column - 1)
        self.end = min(end ?? source.count, source.count)
    }

    private var pos: SourcePos { SourcePos(line: line, column: i - lineStart + 1, offset: i) }
    private func peek(_ k: Int = 0) -> UInt8 { i + k < end ? src[i + k] : 0 }

    static func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 || c >= 0x80
    }
    static func isIdentChar(_ c: UInt8) -> Bool { isIdentStart(c) || (c >= 48 && c <= 57) }
    static func isOperatorChar(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Skips whitespace and comments; reports whether any was skipped and whether it held a newline.
    private mutating func skipTrivia() throws(Diagnostic) -> (space: Bool, newline: Bool) {
        var space = false, newline = false
        while i < end {
            let c = src[i]
            if c == 10 {
                newline = true; space = true; i += 1; line += 1; lineStart = i
            } else if c == 32 || c == 9 || c == 13 {
                space = true; i += 1
            } else if i == 0, c == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF {
                // A UTF-8 byte-order mark opens some files; swiftc skips it but counts its bytes in columns.
                i += 3
            } else if c == 47, peek(1) == 47 {
                space = true
                while i < end, src[i] != 10 { i += 1 }
            } else if c == 47, peek(1) == 42 {
                space = true
                let startPos = pos
                var depth = 0
                repeat {
                    if i >= end { throw Diagnostic("unterminated '/*' comment", at: startPos) }
                    if src[i] == 47, peek(1) == 42 { depth += 1; i += 2 }
                    else if src[i] == 42, peek(1) == 47 { depth -= 1; i += 2 }
                    else {
                        if src[i] == 10 { newline = true; line += 1; lineStart = i + 1 }
                        i += 1
                    }
                } while depth > 0
            } else {
                break
            }
        }
        return (space, newline)
    }

    /// Lexes everything up to `end`.
    mutating func tokenize() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        var trivia = try skipTrivia()
        while true {
            let start = pos
            let kind = try next()
            var tok = Token(kind: kind, pos: start, length: i - start.offset,
                            spaceBefore: trivia.space || tokens.isEmpty, spaceAfter: false,
                            newlineBefore: trivia.newline)
            trivia = try skipTrivia()
            tok.spaceAfter = trivia.space || i >= end
            tokens.append(tok)
            if kind == .eof { break }
        }
        ContextualKeywords.demote(&tokens)
        return tokens
    }

    private mutating func next() throws(Diagnostic) -> TokenKind {
        guard i < end else { return .eof }
        let c = src[i]
        if Lexer.isIdentStart(c) {
            let s = i
            while i < end, Lexer.isIdentChar(src[i]) { i += 1 }
            let word = String(decoding: src[s..<i], as: UTF8.self)
            return swiftKeywords.contains(word) ? .keyword(word) : .identifier(word)
        }
        if c == 96 { // `name`
            i += 1
            let s = i
            while i < end, Lexer.isIdentChar(src[i]) { i += 1 }
            let word = String(decoding: src[s..<i], as: UTF8.self)
            if i < end, src[i] == 96 { i += 1 }
            return .identifier(word)
        }
        if c >= 48 && c <= 57 { return try number() }
        if c == 34 { return try string() }
        if c == 35 {
            // `#"raw"#`: as many `#` close the string (and start escapes) as opened it.
            var k = 0
            while peek(k) == 35 { k += 1 }
            if peek(k) == 34 {
                i += k
                return try string(hashes: k)
            }
        }
        i += 1
        switch c {
        case 40: return .lparen
        case 41: return .rparen
        case 123: return .lbrace
        case 125: return .rbrace
        case 91: return .lbracket
        case 93: return .rbracket
        case 44: return .comma
        case 58: return .colon
        case 59: return .semicolon
        case 64: return .at
        case 35: return .hash
        case 92: return .backslash
        case 36: // `$R0` (REPL results) and `$0` (closure arguments, refused later)
            let s = i - 1
            while i < end, Lexer.isIdentChar(src[i]) { i += 1 }
            return .identifier(String(decoding: src[s..<i], as: UTF8.self))
        case 46:
            if peek() == 46, peek(1) == 46 { i += 2; return .op("...") }
            if peek() == 46, peek(1) == 60 { i += 2; return .op("..<") }
            return .dot
        default:
            break
        }
        if Lexer.isOperatorChar(c) {
            let s = i - 1
            while i < end, Lexer.isOperatorChar(src[i]) {
                if src[i] == 47, peek(1) == 47 || peek(1) == 42 { break }
                i += 1
            }
            return .op(String(decoding: src[s..<i], as: UTF8.self))
        }
        if c == 39 {
            throw Diagnostic("single-quoted string literal found, use '\"'", at: SourcePos(line: line, column: i - 1 - lineStart + 1, offset: i - 1))
        }
        let p = SourcePos(line: line, column: i - 1 - lineStart + 1, offset: i - 1)
        if c >= 0x80 { return .identifier("?") }
        throw Diagnostic("invalid character in source file", at: p)
    }

    private mutating func number() throws(Diagnostic) -> TokenKind {
        let s = i
        if src[i] == 48, peek(1) == 120 || peek(1) == 98 || peek(1) == 111 {
            let isHex = peek(1) == 120
            i += 2
            var isFloat = false
            while i < end {
                let c = src[i]
                if Lexer.isIdentChar(c) {
                    if isHex && (c == 112 || c == 80) {
                        isFloat = true
                        if peek(1) == 43 || peek(1) == 45 { i += 1 }
                    }
                    i += 1
                } else if isHex, c == 46, hexDigit(peek(1)) != nil {
                    isFloat = true
                    i += 1
                } else {
                    break
                }
            }
            let text = String(decoding: src[s..<i], as: UTF8.self)
            return isFloat ? .float(text) : .integer(text)
        }
        var isFloat = false
        while i < end, (src[i] >= 48 && src[i] <= 57) || src[i] == 95 { i += 1 }
        if i < end, src[i] == 46, peek(1) >= 48, peek(1) <= 57 {
            isFloat = true
            i += 1
            while i < end, (src[i] >= 48 && src[i] <= 57) || src[i] == 95 { i += 1 }
        }
        if i < end, src[i] == 101 || src[i] == 69 {
            var j = i + 1
            if j < end, src[j] == 43 || src[j] == 45 { j += 1 }
            if j < end, src[j] >= 48, src[j] <= 57 {
                isFloat = true
                i = j
                while i < end, (src[i] >= 48 && src[i] <= 57) || src[i] == 95 { i += 1 }
            }
        }
        let text = String(decoding: src[s..<i], as: UTF8.self)
        return isFloat ? .float(text) : .integer(text)
    }

    /// Whether `n` `#` characters start at `j` (always true for an ordinary string, n = 0).
    private func hashesAt(_ j: Int, _ n: Int) -> Bool {
        var k = 0
        while k < n {
            guard j + k < end, src[j + k] == 35 else { return false }
            k += 1
        }
        return true
    }

    private mutating func string(hashes: Int = 0) throws(Diagnostic) -> TokenKind {
        let startPos = pos
        let multiline = peek(1) == 34 && peek(2) == 34
        i += multiline ? 3 : 1
        var indent = 0
        if multiline {
            // The content starts on the line after the opening quotes.
            while i < end, src[i] == 32 || src[i] == 9 { i += 1 }
            if i < end, src[i] == 10 { i += 1; line += 1; lineStart = i }
            indent = closingIndent(from: i)
            skipIndent(indent)
        }
        var pieces: [StringPiece] = []
        var text: [UInt8] = []
        while true {
            guard i < end else {
                throw Diagnostic("unterminated string literal", at: startPos)
            }
            let c = src[i]
            if c == 10 && !multiline {
                throw Diagnostic("unterminated string literal", at: startPos)
            }
            if c == 34 {
                if !multiline, hashesAt(i + 1, hashes) { i += 1 + hashes; break }
                if multiline, peek(1) == 34, peek(2) == 34, hashesAt(i + 3, hashes) { i += 3 + hashes; break }
            }
            if c == 92, hashesAt(i + 1, hashes) {
                i += hashes
                let e = peek(1)
                i += 2
                switch e {
                case 110: text.append(10)
                case 116: text.append(9)
                case 114: text.append(13)
                case 48: text.append(0)
                case 34: text.append(34)
                case 39: text.append(39)
                case 92: text.append(92)
                case 117: // \u{XXXX}
                    guard peek() == 123 else { throw Diagnostic("expected '{' in \\u{...} escape sequence", at: pos) }
                    i += 1
                    var value: UInt32 = 0
                    while i < end, src[i] != 125 {
                        guard let d = hexDigit(src[i]) else { throw Diagnostic("invalid hex digit in \\u{...} escape sequence", at: pos) }
                        value = value &* 16 &+ d
                        i += 1
                    }
                    i += 1
                    guard let scalar = Unicode.Scalar(value) else { throw Diagnostic("invalid unicode scalar", at: pos) }
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                case 40:
                    if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                    let exprStart = pos
                    var depth = 1
                    while i < end {
                        let d = src[i]
                        if d == 10 { line += 1; lineStart = i + 1 }
                        if d == 40 { depth += 1 }
                        if d == 41 { depth -= 1; if depth == 0 { break } }
                        if d == 34 { // skip a nested simple string
                            i += 1
                            while i < end, src[i] != 34, src[i] != 10 { if src[i] == 92 { i += 1 }; i += 1 }
                        }
                        i += 1
                    }
                    guard i < end else { throw Diagnostic("unterminated string literal", at: startPos) }
                    pieces.append(.interpolation(start: exprStart, end: i))
                    i += 1
                case 10 where multiline:
                    line += 1; lineStart = i
                    skipIndent(indent)
                default:
                    throw Diagnostic("invalid escape sequence in literal", at: SourcePos(line: line, column: i - 2 - lineStart + 1, offset: i - 2))
                }
                continue
            }
            text.append(c)
            i += 1
            if c == 10 {
                line += 1; lineStart = i
                if multiline { skipIndent(indent) }
            }
        }
        if multiline {
            // The line break before the closing delimiter is not part of the string.
            if let last = text.last, last == 10 {
                text.removeLast()
            } else if let last = text.lastIndex(of: 10), text[(last + 1)...].allSatisfy({ $0 == 32 || $0 == 9 }) {
                text.removeSubrange(last...)
            } else if text.allSatisfy({ $0 == 32 || $0 == 9 }) {
                text = []
            }
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return .string(pieces)
    }

    /// The indentation of the line holding the closing `"""`, which every content line loses.
    private func closingIndent(from start: Int) -> Int {
        var j = start
        var lineBegin = start
        while j + 2 < end {
            if src[j] == 10 { lineBegin = j + 1 }
            if src[j] == 92 { j += 2; continue }
            if src[j] == 34, src[j + 1] == 34, src[j + 2] == 34 {
                let prefix = src[lineBegin..<j]
                return prefix.allSatisfy { $0 == 32 || $0 == 9 } ? prefix.count : 0
            }
            j += 1
        }
        return 0
    }

    private mutating func skipIndent(_ n: Int) {
        var k = 0
        while k < n, i < end, src[i] == 32 || src[i] == 9 { i += 1; k += 1 }
    }

    private func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case 48...57: return UInt32(c - 48)
        case 97...102: return UInt32(c - 87)
        case 65...70: return UInt32(c - 55)
        default: return nil
        }
    }
}
