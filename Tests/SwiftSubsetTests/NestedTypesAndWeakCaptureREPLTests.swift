import Testing
import SwiftSubset

/// What the corpus (whole files) cannot show: nested types and weak captures across REPL entries.
@Suite("Nested types and weak captures in the REPL")
struct NestedTypesAndWeakCaptureREPLTests {
    @Test("a nested type declared in one entry is used, extended and echoed in later ones")
    func nestedTypesAcrossEntries() {
        let repl = SwiftREPL()
        #expect(!repl.evaluate("struct Card { enum Suit: String { case hearts, spades } ; let suit: Suit }").failed)
        #expect(repl.evaluate("let c = Card(suit: .spades)\nprint(c.suit.rawValue, [c.suit])").output
            .contains("spades [main.Card.Suit.spades]"))
        #expect(!repl.evaluate("extension Card.Suit { static let best = Card.Suit.hearts }").failed)
        #expect(repl.evaluate("print(Card.Suit.best == .hearts)").output == "true\n")
        let outside = repl.evaluate("let s: Suit = .hearts")
        #expect(outside.failed)
        #expect(outside.output.hasPrefix("error: cannot find type 'Suit' in scope"))
    }

    @Test("a [weak self] closure kept in a global does not keep its object alive between entries")
    func weakCaptureAcrossEntries() {
        let repl = SwiftREPL()
        let declared = repl.evaluate("""
            class Screen {
                var name = "login"
                var onShow: (() -> Void)?
                deinit { print("screen gone") }
                func bind() { onShow = { [weak self] in print(self?.name ?? "nil") } }
            }
            var screen: Screen? = Screen()
            screen?.bind()
            let handler = screen?.onShow
            """)
        #expect(!declared.failed)
        #expect(repl.evaluate("handler?()").output.hasPrefix("login\n"))
        #expect(repl.evaluate("screen = nil").output.contains("screen gone"))
        #expect(repl.evaluate("handler?()").output.hasPrefix("nil\n"))
    }
}
