import Testing
@testable import KeyLab

/// The sink every text passes on its way to the terminal.
@Suite("terminal-safe text: the one output filter")
struct TerminalSafeTextTests {
    @Test("control characters are shown as Swift writes them; newline and tab stay")
    func controlsMadeVisible() {
        #expect("a\u{1B}]0;x\u{07}b".onPlainTerminal == "a\\u{1B}]0;x\\u{07}b")
        #expect("\u{0}\u{8}\u{7F}".onPlainTerminal == "\\u{00}\\u{08}\\u{7F}")
        #expect("line\n\tindented".onPlainTerminal == "line\n\tindented")
        #expect("crlf\r\nlone\rcr".onPlainTerminal == "crlf\r\nlone\\u{0D}cr")
    }

    @Test("C1 controls, bidi overrides and isolates are made visible; other text is not")
    func c1AndBidi() {
        #expect("\u{9B}2J".onPlainTerminal == "\\u{9B}2J")
        #expect("\u{85}".onPlainTerminal == "\\u{85}")
        #expect("a\u{202E}b\u{2066}c".onPlainTerminal == "a\\u{202E}b\\u{2066}c")
        let ordinary = "안녕 ─ ✓ é · → \u{200D}👍"
        #expect(ordinary.onPlainTerminal == ordinary)
    }

    @Test("keylab's own style becomes SGR with colour on and nothing with colour off")
    func ownStyle() {
        let styled = Style(color: true).red("covered")
        #expect(!styled.contains("\u{1B}"), "the session itself never holds an escape")
        #expect(styled.onColourTerminal == "\u{1B}[31mcovered\u{1B}[0m")
        #expect(styled.onPlainTerminal == "covered")
        #expect(Style(color: true).errorLabel.onColourTerminal == "\u{1B}[1;31merror:\u{1B}[0m")
    }

    @Test("a lesson's own SGR is shown, not obeyed, even with colour on")
    func foreignSGRIsNotColour() {
        #expect("\u{1B}[31mred".onColourTerminal == "\\u{1B}[31mred")
    }

    @Test("a forged style marker, without this process's key, is shown and not obeyed")
    func forgedMarker() {
        let open = String(StyleMarker.open), close = String(StyleMarker.close)
        let guessedKey = String(String.UnicodeScalarView((0..<StyleMarker.keyLength).compactMap { _ in Unicode.Scalar(StyleMarker.keyBase) }))
        let forged = open + guessedKey + "31" + close + "text"
        let shown = forged.onColourTerminal
        #expect(!shown.contains("\u{1B}"))
        #expect(shown.hasPrefix("\\u{FDD0}"))
        #expect(TerminalBytes.problems(shown, color: true) == [])
    }

    @Test("widths count a control character as it is shown and keylab's style as nothing")
    func widths() {
        #expect(Style(color: true).bold("abc").displayWidth == 3)
        #expect("a\u{1B}b".displayWidth == 8)
        #expect(Style(color: true).green("x").removingANSIEscapes == "x")
    }
}
