import Testing
@testable import KeyLab
@testable import Lessons

/// A table shows inline code as paragraphs do: with backticks only when
/// there is no colour to mark it (they cost every code column 2 columns).
@Suite struct TableInlineCodeTests {
    private func render(_ markdown: String, color: Bool) -> [String] {
        let text = "---\nid: a/b\ntitle: T\nconcepts: []\n---\n\n## Step\n\n" + markdown
        let lesson = LessonLoader.parse(text, file: "x.md", language: "en").lesson
        return MarkdownRenderer(style: Style(color: color), width: 80).render(lesson?.steps.first?.blocks ?? [])
            .map(\.removingANSIEscapes)
    }

    static let table = """
    | key | type |
    |---|---|
    | `keyboardFrameEndUserInfoKey` | `CGRect` |
    """

    @Test func tableCodeWithoutBackticksInColour() {
        let lines = render(Self.table, color: true)
        #expect(lines.contains { $0.contains("keyboardFrameEndUserInfoKey  CGRect") }, "\(lines)")
        #expect(!lines.contains { $0.contains("`") }, "\(lines)")
    }

    @Test func tableCodeKeepsBackticksWithoutColour() {
        let lines = render(Self.table, color: false)
        #expect(lines.contains { $0.contains("`keyboardFrameEndUserInfoKey`  `CGRect`") }, "\(lines)")
    }
}
