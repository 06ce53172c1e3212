import Foundation
import Lessons
import Testing
@testable import KeyLab

/// What a new learner of the Swift track meets around the lessons: the
/// greeting, and `:solution` before and after solving an exercise.
@Suite struct SwiftTrackChromeTests {
    private func session(_ language: String, width: Int, _ name: String) -> (Session, URL) {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-chrome-\(name)-\(language)-\(width)")
        try? FileManager.default.removeItem(at: data)
        let session = Session(environment: SessionEnvironment(width: width, language: language,
                                                              lessonsDirectory: LessonDiscovery.sourceTreeLessons,
                                                              dataDirectory: data.path))
        return (session, data)
    }

    /// The terminal would cut a word of the greeting ("leav" / "e").
    @Test(arguments: [("en", 80), ("en", 60), ("ko", 80), ("ko", 60)]) func greetingWrapsAtSpaces(language: String, width: Int) {
        let (session, data) = session(language, width: width, "greeting")
        defer { try? FileManager.default.removeItem(at: data) }
        let greeting = session.greeting()
        let wide = greeting.split(separator: "\n").filter { String($0).displayWidth > width }
        #expect(wide.isEmpty, "\(wide)")
        #expect(greeting.contains("swift-basics/variables"))
    }

    /// A learner who solved the exercise may compare their answer with one.
    @Test func solutionOpensOnceTheExerciseIsSolved() {
        let (session, data) = session("en", width: 80, "solved")
        defer { try? FileManager.default.removeItem(at: data) }
        for line in [":lesson swift-basics/variables", ":next", ":next", ":next", "var lives = 3", "lives -= 1", "lives += 2"] {
            _ = session.handle(line)
        }
        #expect(!session.handle(":check").failed)
        let reply = session.handle(":solution")
        #expect(!reply.failed, "\(reply.output)")
        #expect(reply.output.contains("var lives = 3"))
        #expect(!reply.output.contains("Try it first"))
    }

    /// Before a failed check the answer stays closed, and the refusal wraps
    /// at spaces to the terminal.
    @Test(arguments: [("en", 60), ("ko", 60)]) func solutionBeforeACheckStaysClosedAndFits(language: String, width: Int) {
        let (session, data) = session(language, width: width, "closed")
        defer { try? FileManager.default.removeItem(at: data) }
        for line in [":lesson swift-basics/variables", ":next", ":next", ":next"] {
            _ = session.handle(line)
        }
        let reply = session.handle(":solution")
        #expect(reply.failed)
        #expect(!reply.output.contains("var lives = 3"))
        let wide = reply.output.split(separator: "\n").filter { String($0).displayWidth > width }
        #expect(wide.isEmpty, "\(wide)")
    }

    /// `:replay` of a Swift step with one hidden declaration says so in
    /// words that fit a Swift step (no screen there) and in the singular.
    @Test func replayNamesOneHiddenLine() {
        let (session, data) = session("en", width: 80, "replay")
        defer { try? FileManager.default.removeItem(at: data) }
        _ = session.handle(":lesson swift-basics/optionals")
        _ = session.handle(":next")
        let reply = session.handle(":replay")
        #expect(!reply.failed, "\(reply.output)")
        #expect(reply.output.hasPrefix("(the step's set-up runs first: 1 line not shown)\n"), "\(reply.output)")
        #expect(reply.output.contains("$R0: Double? = 0.25"))
    }

    /// `:retry` in a Swift exercise runs its set-up again but keeps the
    /// learner's variables: it says so, instead of speaking of a screen only.
    @Test(arguments: ["en", "ko"]) func retrySaysDeclarationsStay(language: String) {
        let (session, data) = session(language, width: 80, "retry")
        defer { try? FileManager.default.removeItem(at: data) }
        for line in [":lesson swift-basics/functions", ":next", ":next", ":next", ":next", "fieldYs = [1.0]"] {
            _ = session.handle(line)
        }
        let reply = session.handle(":retry")
        #expect(!reply.failed)
        #expect(reply.output.contains(language == "en" ? "your declarations stay" : "직접 선언한 것은 그대로"), "\(reply.output)")
        #expect(reply.output.split(separator: "\n").allSatisfy { String($0).displayWidth <= 80 })
        #expect(session.handle("fieldYs.count").output.contains("= 3"))
    }

    /// A hint that gives the whole answer as one long inline code span
    /// breaks between tokens of the code, never inside a name the learner
    /// must type ("AnimationCurve(r" / "awValue").
    @Test(arguments: [("en", 80), ("ko", 80), ("en", 60)]) func longCodeInAHintBreaksAtSpaces(language: String, width: Int) {
        let (session, data) = session(language, width: width, "hint")
        defer { try? FileManager.default.removeItem(at: data) }
        for line in [":lesson swift-basics/enums", ":next", ":next", ":next", ":next", ":hint", ":hint"] {
            _ = session.handle(line)
        }
        let hint = session.handle(":hint").output
        let lines = hint.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("AnimationCurve(rawValue: raw)") }, "\(hint)")
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(hint)")
    }

    /// Opening a lesson out of order notes the lesson it builds on, wrapped
    /// at spaces ("…: :less" / "on swift-basics/variables" in Korean at 60).
    @Test(arguments: [("ko", 60), ("en", 50)]) func buildsOnNoteWrapsAtSpaces(language: String, width: Int) {
        let (session, data) = session(language, width: width, "builds-on")
        defer { try? FileManager.default.removeItem(at: data) }
        let reply = session.handle(":lesson swift-basics/constants")
        let lines = reply.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("swift-basics/variables") }, "\(reply.output)")
        let wide = lines.filter { $0.displayWidth > width }
        #expect(wide.isEmpty, "\(wide)")
    }

    /// Leaving an unsolved exercise with :next, solving one, and :replay all
    /// add a note; each wraps at spaces ("돌" / "아갈" at 60 columns).
    @Test(arguments: [("ko", 60), ("en", 60)]) func lessonNotesWrapAtSpaces(language: String, width: Int) {
        let (session, data) = session(language, width: width, "notes")
        defer { try? FileManager.default.removeItem(at: data) }
        var outputs: [String] = []
        for line in [":lesson swift-basics/variables", ":next", ":next", ":next", ":next", ":back",
                     "var lives = 3", "lives -= 1", "lives += 2", ":check", ":lesson swift-basics/optionals", ":next", ":replay"] {
            outputs.append(session.handle(line).output)
        }
        let wide = outputs.joined(separator: "\n").split(separator: "\n").map(String.init)
            .filter { $0.displayWidth > width && !$0.hasPrefix("    ") && !$0.hasPrefix("keylab> ") && !$0.hasPrefix("$R") && !$0.hasPrefix("userInfo") }
        #expect(wide.isEmpty, "\(wide)")
    }

    /// Two failing checks that explain themselves with the same sentence
    /// list it once, not twice in a row.
    @Test func aFailedCheckSaysEachSentenceOnce() {
        let (session, data) = session("en", width: 80, "dedupe")
        defer { try? FileManager.default.removeItem(at: data) }
        for line in [":lesson swift-basics/logging", ":next", ":next", ":next",
                     "func logLine(_ tag: String, _ message: String) -> String { return tag + message }"] {
            _ = session.handle(line)
        }
        let reply = session.handle(":check")
        #expect(reply.failed)
        let items = reply.output.split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(!items.isEmpty)
        #expect(Set(items).count == items.count, "\(reply.output)")
    }
}
