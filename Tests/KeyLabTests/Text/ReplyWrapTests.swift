import Testing
@testable import KeyLab

/// A command's reply at a narrow terminal breaks at spaces, never inside a
/// word: `:add`'s one-line reply at 60 columns in Korean ended "부모 뷰 v" and
/// went on "iew" on the next row (found in the 60×30 walkthrough, issue 27).
@Suite("command replies wrap at spaces at the terminal")
struct ReplyWrapTests {
    func session(width: Int, language: String, interactive: Bool = true) -> Session {
        Session(environment: SessionEnvironment(width: width, language: language, interactive: interactive))
    }

    @Test("`:add` and `:pin` replies fit 40 to 60 columns and keep every word whole", arguments: ["en", "ko"])
    func buildRepliesFit(language: String) {
        for width in [40, 50, 60] {
            let s = session(width: width, language: language)
            let plain = session(width: width, language: language, interactive: false)
            for line in [":add textfield nickname 20 480 335 44", ":add textfield password 20 200 335 44",
                         ":pin nickname.bottom to safe.bottom - 24"] {
                let output = s.handle(line).output
                #expect(output.split(separator: "\n").allSatisfy { String($0).displayWidth <= width }, "\(line) at \(width):\n\(output)")
                // The same words as the one-line reply: none was cut in two.
                let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
                #expect(words(output) == words(plain.handle(line).output), "\(line) at \(width):\n\(output)")
            }
        }
    }

    @Test("the Korean `:add` reply at 60 columns ends its first row at a space, `view` whole on the next")
    func koreanAdd() {
        let output = session(width: 60, language: "ko").handle(":add textfield nickname 20 480 335 44").output
        #expect(output == "추가했어요: textfield nickname (20, 480, 335, 44), 부모 뷰\n  view\n")
    }

    @Test("scripts and lesson transcripts keep one line per message")
    func notAtATerminal() {
        let output = session(width: 60, language: "ko", interactive: false).handle(":add textfield nickname 20 480 335 44").output
        #expect(output == "추가했어요: textfield nickname (20, 480, 335, 44), 부모 뷰 view\n")
    }

    @Test("a line without spaces and a coloured line are left to the terminal")
    func leftAlone() {
        #expect(ReplyWrap.wrap(String(repeating: "─", count: 70), width: 60) == String(repeating: "─", count: 70))
        let coloured = "\u{1B}[2m" + String(repeating: "ab ", count: 30) + "\u{1B}[0m"
        #expect(ReplyWrap.wrap(coloured, width: 60) == coloured)
    }
}
