import Testing
@testable import KeyLab
@testable import Lessons

/// An inline code span wider than the line (a whole `addObserver` call in a
/// hint) breaks at its own spaces: no identifier is cut in two.
@Suite struct LongInlineCodeWrapTests {
    static let call = "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)"

    private func render(_ markdown: String, width: Int) -> [String] {
        let text = "---\nid: a/b\ntitle: T\nconcepts: []\n---\n\n## Step\n\n" + markdown
        let lesson = LessonLoader.parse(text, file: "x.md", language: "en").lesson
        return MarkdownRenderer(style: Style(color: false), width: width).render(lesson?.steps.first?.blocks ?? [])
    }

    @Test(arguments: [60, 80]) func breaksAtTheSpacesOfTheCode(width: Int) {
        let lines = render("Register with `\(Self.call)` and write the handler.", width: width)
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
        // Every piece on screen is a whole piece of the source.
        let source = Set(("Register with `" + Self.call + "` and write the handler.").split(separator: " ").map(String.init))
        let shown = lines.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(shown.allSatisfy { source.contains($0) }, "\(lines)")
        #expect(lines.joined(separator: " ") == "Register with `" + Self.call + "` and write the handler.")
    }

    @Test func aPieceWiderThanTheLineIsStillCut() {
        // `NotificationCenter.default.addObserver(self,` alone is 45 columns.
        let lines = render("Register with `\(Self.call)` and write the handler.", width: 40)
        #expect(lines.allSatisfy { $0.displayWidth <= 40 }, "\(lines)")
        #expect(lines.contains { $0.contains("#selector(keyboardWillShow(_:)),") }, "\(lines)")
    }

    @Test func aCodeSpanThatFitsStaysWhole() {
        let lines = render("Declare it with `let maxAttempts = 3` and never change it again.", width: 30)
        #expect(lines == ["Declare it with", "`let maxAttempts = 3` and", "never change it again."])
    }

    @Test func hintsBreakAtSpacesToo() {
        let renderer = MarkdownRenderer(style: Style(color: false), width: 80)
        let lines = renderer.paragraph("Register with `\(Self.call)`", indent: 10, firstPrefix: "Hint 1/3: ")
        #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines)")
        #expect(!lines.contains { $0.hasSuffix("keybo") || $0.hasSuffix("obje") }, "\(lines)")
        #expect(lines.contains { $0.contains("#selector(keyboardWillShow(_:)),") }, "\(lines)")
    }
}
