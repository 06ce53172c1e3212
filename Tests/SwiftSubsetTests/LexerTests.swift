import Testing
@testable import SwiftSubset

@Suite("Lexer")
struct LexerTests {
    private func kinds(_ source: String) throws -> [TokenKind] {
        var lexer = Lexer(source: Array(source.utf8))
        return try lexer.tokenize().map(\.kind)
    }

    @Test("numbers keep their spelling and kind")
    func numbers() throws {
        #expect(try kinds("42 0xFF 0b1010 1_000 3.14 1e3 0x1p4") == [
            .integer("42"), .integer("0xFF"), .integer("0b1010"), .integer("1_000"),
            .float("3.14"), .float("1e3"), .float("0x1p4"), .eof,
        ])
    }

    @Test("a range after an integer is not a decimal point")
    func rangeAfterInteger() throws {
        #expect(try kinds("1...5 0..<3") == [.integer("1"), .op("..."), .integer("5"), .integer("0"), .op("..<"), .integer("3"), .eof])
    }

    @Test("escapes and interpolation in string literals")
    func strings() throws {
        let tokens = try kinds(#""a\tb\n\"q\" \u{1F600}""#)
        #expect(tokens.first == .string([.text("a\tb\n\"q\" 😀")]))
        let interpolated = try kinds(#""x = \(x + 1)!""#)
        guard case .string(let pieces) = interpolated.first else {
            Issue.record("not a string: \(interpolated)")
            return
        }
        #expect(pieces.count == 3)
        #expect(pieces.first == .text("x = "))
        #expect(pieces.last == .text("!"))
    }

    @Test("multi-line strings drop the indentation of the closing quotes")
    func multiline() throws {
        let source = "let s = \"\"\"\n    one\n      two\n    \"\"\""
        #expect(try kinds(source).dropFirst(3).first == .string([.text("one\n  two")]))
    }

    @Test("comments are skipped, including nested block comments")
    func comments() throws {
        #expect(try kinds("a // note\n/* x /* y */ z */ b") == [.identifier("a"), .identifier("b"), .eof])
    }

    @Test("columns count from 1 and lines from 1")
    func positions() throws {
        var lexer = Lexer(source: Array("let x\n  = 5".utf8))
        let tokens = try lexer.tokenize()
        #expect(tokens[2].pos.line == 2)
        #expect(tokens[2].pos.column == 3)
        #expect(tokens[2].newlineBefore)
    }

    @Test("an unterminated string is an error at its opening quote")
    func unterminated() {
        var lexer = Lexer(source: Array("let s = \"abc".utf8))
        #expect(throws: Diagnostic.self) { try lexer.tokenize() }
    }
}
