import Testing
@testable import Lessons

@Suite("step keys: the names progress gives steps")
struct StepKeyTests {
    @Test("a heading's slug keeps letters and digits of any script, lower-cased, and joins the rest with one dash")
    func slugs() {
        #expect(StepKey.slug("Make room: the content inset") == "make-room-the-content-inset")
        #expect(StepKey.slug("Where is the field? convert(_:to:)") == "where-is-the-field-convert-to")
        #expect(StepKey.slug("Scroll to a comfortable spot: the 0.6 / 0.3 rule") == "scroll-to-a-comfortable-spot-the-0-6-0-3-rule")
        #expect(StepKey.slug("도움말 보기") == "도움말-보기")
        #expect(StepKey.slug("?!") == "step")
    }

    @Test("a trailing {#name} is the step's anchor and leaves the shown title")
    func anchors() {
        let split = StepKey.splitAnchor("Make room {#make-room}")
        #expect(split.title == "Make room")
        #expect(split.anchor == "make-room")
        #expect(!split.malformed)
        #expect(StepKey.splitAnchor("Plain heading").anchor == nil)
        #expect(StepKey.splitAnchor("Sets {#not valid}").malformed)
        #expect(StepKey.splitAnchor("Sets {#}").malformed)
        #expect(StepKey.splitAnchor("Sets {#}").title == "Sets {#}")
    }

    @Test("the same heading twice gets -2, and an anchor wins over the heading")
    func uniqueKeys() {
        let steps = ["Try it", "Try it", "Summary"].map { LessonStep(title: $0, line: 1, blocks: []) }
            + [LessonStep(title: "Renamed heading", line: 1, blocks: [], anchor: "old-name")]
        #expect(StepKey.keys(of: steps) == ["try-it", "try-it-2", "summary", "old-name"])
    }

    @Test("the loader reads anchors and reports a malformed or repeated one")
    func loaderAnchors() {
        let good = LessonLoader.parse("---\nid: a/b\ntitle: T\nconcepts: []\n---\n\n## First {#start}\n\nx\n\n## Second\n\ny\n",
                                      file: "01-a/01-b.md", language: "en")
        #expect(good.lesson?.steps.map(\.title) == ["First", "Second"])
        #expect(good.lesson?.stepKeys == ["start", "second"])
        let bad = LessonLoader.parse("---\nid: a/b\ntitle: T\nconcepts: []\n---\n\n## First {#x y}\n\nx\n\n## Second {#s}\n\ny\n\n## Third {#s}\n\nz\n",
                                     file: "01-a/01-b.md", language: "en")
        #expect(bad.lesson == nil)
        #expect(bad.diagnostics.map(\.line) == [7, 15])
        #expect(bad.diagnostics.first?.message.contains("step anchor") == true)
        #expect(bad.diagnostics.last?.message.contains("two steps have the anchor '{#s}' (also on line 11)") == true)
    }

    @Test("a translation uses its English twin's step keys, so progress is the same in both languages")
    func translationUsesEnglishKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en/01-t/01-l.md", lessonText(id: "t/l", title: "L", steps: ["Alpha", "Beta"]))
        try folder.write("ko/01-t/01-l.md", lessonText(id: "t/l", title: "엘", steps: ["알파", "베타"]))
        try folder.write("ko/01-t/02-m.md", lessonText(id: "t/m", title: "엠", steps: ["하나", "둘", "셋"]))
        try folder.write("en/01-t/02-m.md", lessonText(id: "t/m", title: "M", steps: ["One", "Two"]))
        let korean = LessonLibrary(root: folder.path, language: "ko")
        #expect(korean.lesson(id: "t/l")?.stepKeys == ["alpha", "beta"])
        // A twin out of step (check-lessons reports it) keeps the translation's own keys.
        #expect(korean.lesson(id: "t/m")?.stepKeys == ["하나", "둘", "셋"])
        #expect(LessonLibrary(root: folder.path, language: "en").lesson(id: "t/l")?.stepKeys == ["alpha", "beta"])
    }
}
