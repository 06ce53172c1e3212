import Testing
@testable import KeyLab
@testable import Lessons

@Suite struct MarkdownRendererTests {
    private func render(_ markdown: String, width: Int, color: Bool = false) -> [String] {
        let text = "---\nid: a/b\ntitle: T\nconcepts: []\n---\n\n## Step\n\n" + markdown
        let lesson = LessonLoader.parse(text, file: "x.md", language: "en").lesson
        return MarkdownRenderer(style: Style(color: color), width: width).render(lesson?.steps.first?.blocks ?? [])
    }

    @Test func wrapsKoreanByDisplayWidth() {
        let korean = "상수는 한 번 정해지면 바뀌지 않는 값입니다. 변수는 나중에 바꿀 수 있습니다."
        let lines = render(korean, width: 20)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.displayWidth <= 20 })
        // Nothing is lost: the words come back in order.
        #expect(lines.joined(separator: " ") == korean)
        // Wrapping by character count would have put 20 Hangul (40 columns) on a line.
        #expect(lines.map(\.displayWidth).max() ?? 0 > 14)
    }

    @Test func wrapsEnglishAndKeepsInlineCodeWhole() {
        let lines = render("Declare it with `let maxAttempts = 3` and never change it again.", width: 30)
        #expect(lines == ["Declare it with", "`let maxAttempts = 3` and", "never change it again."])
    }

    @Test func veryLongWordIsCut() {
        let lines = render(String(repeating: "가", count: 15), width: 20)
        #expect(lines == [String(repeating: "가", count: 10), String(repeating: "가", count: 5)])
    }

    @Test func listsHangUnderTheirBullet() {
        let lines = render("- first item that is long enough to wrap around\n- second\n\n1. one\n2. two", width: 24)
        #expect(lines == [
            "• first item that is",
            "  long enough to wrap",
            "  around",
            "• second",
            "",
            "1. one",
            "2. two",
        ])
    }

    @Test func codeQuotesAndTables() {
        let lines = render("> quoted words\n\n```swift\nlet x = 1\n```\n\n| key | 값 |\n|---|---|\n| a | 한글 |", width: 40)
        #expect(lines == [
            "│ quoted words",
            "",
            "    let x = 1",
            "",
            "  key  값",
            "  a    한글",
        ])
    }

    @Test func colourHighlightsSwiftKeywordsAndEmphasis() {
        let lines = render("Some *emphasis*.\n\n```swift\nlet x = \"hi\"\n```", width: 40, color: true)
        #expect(lines[0].onColourTerminal.contains("\u{1B}[3memphasis\u{1B}[0m"))
        #expect(lines[2].onColourTerminal.contains("\u{1B}[35mlet\u{1B}[0m"))
        #expect(lines[2].onColourTerminal.contains("\u{1B}[32m\"hi\"\u{1B}[0m"))
        #expect(lines[2].removingANSIEscapes == "    let x = \"hi\"")
    }

    @Test func transcriptsShowThePrompt() {
        let lines = render("```keylab\n> :help quit\nusage: :quit\n```", width: 40)
        #expect(lines == ["    keylab> :help quit", "    usage: :quit"])
    }
}
