import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// Coming back to a lesson in a new session: what the earlier steps declared
/// is declared again, so a step that goes on with those names works (issue 27).
@Suite("resuming a lesson restores its earlier declarations")
struct LessonResumeTests {
    static let steps = [
        ("Alpha", """
        ```keylab
        > import UIKit
        > let base = 40
        > func twice(_ x: Int) -> Int {
        >     x * 2
        > }
        > print(base)
        40
        > let broken: Int = "no"
        error: cannot convert value of type 'String' to specified type 'Int'
        ```
        """),
        ("Beta", "Beta text: `twice(base)` is 80."),
        ("Summary", "All done."),
    ]

    func folders() throws -> (lessons: String, data: String) {
        let root = try LessonFixtures.temporaryFolder()
        return (root + "/lessons", root + "/data")
    }

    func write(_ root: String) throws {
        var text = "---\nid: demo/resume\ntitle: Resume\nconcepts: []\n---\n\n"
        for (heading, body) in Self.steps { text += "## \(heading)\n\n\(body)\n\n" }
        try FileManager.default.createDirectory(atPath: root + "/en/01-demo", withIntermediateDirectories: true)
        try text.write(toFile: root + "/en/01-demo/01-resume.md", atomically: true, encoding: .utf8)
    }

    func session(_ folders: (lessons: String, data: String)) -> Session {
        Session(environment: SessionEnvironment(lessonsDirectory: folders.lessons, dataDirectory: folders.data))
    }

    @Test("after a restart, :lesson resumes on step 2 with step 1's import, constant and function declared, and says so")
    func restartRestores() throws {
        let folders = try folders()
        try write(folders.lessons)
        let first = session(folders)
        _ = first.handle(":lesson demo/resume")
        _ = first.handle(":next")
        let resumed = session(folders)
        let shown = resumed.handle(":lesson demo/resume").output.removingANSIEscapes
        #expect(shown.contains("note: the Swift declarations of the steps before this one (3) are declared again"))
        #expect(shown.contains("Beta text"))
        // The statement `print(base)` is not run again, and the line written to fail is left out.
        #expect(!shown.contains("40\n"))
        #expect(!shown.contains("did not compile"))
        let call = resumed.handle("twice(base)")
        #expect(!call.failed)
        #expect(call.output.contains("80"))
        #expect(!resumed.handle("let view = UIView()").failed)
    }

    @Test("a fresh session without saved progress starts at step 1 and restores nothing")
    func firstStepRestoresNothing() throws {
        let folders = try folders()
        try write(folders.lessons)
        let fresh = session(folders)
        #expect(!fresh.handle(":lesson demo/resume").output.contains("declared again"))
        #expect(fresh.handle("twice(base)").failed)
    }

    @Test("coming back to the lesson later in the same session keeps the learner's own values")
    func oncePerSession() throws {
        let folders = try folders()
        try write(folders.lessons)
        _ = { let s = session(folders); _ = s.handle(":lesson demo/resume"); _ = s.handle(":next") }()
        let s = session(folders)
        _ = s.handle(":lesson demo/resume")
        _ = s.handle("let base = 1")
        #expect(!s.handle(":lesson demo/resume").output.contains("declared again"))
        #expect(s.handle("twice(base)").output.contains("2"))
    }

    @Test("the learner's own declarations come back after a restart, after the lesson's, in the order typed; statements and failures do not")
    func typedDeclarationsComeBack() throws {
        let folders = try folders()
        try write(folders.lessons)
        let first = session(folders)
        _ = first.handle(":lesson demo/resume")
        _ = first.handle(":next")
        _ = first.handle("let base = 5")
        _ = first.handle("struct Box {")
        _ = first.handle("    var side = 3")
        _ = first.handle("}")
        _ = first.handle("print(\"not kept\")")
        _ = first.handle("let wrong: Int = \"no\"")
        // A command's own Swift (the exercise check, :replay) is not the learner's typing.
        _ = first.handle(":replay")
        let saved = first.lessons.progress.record("demo/resume").typed
        #expect(saved == ["let base = 5", "struct Box {\n    var side = 3\n}"])

        let resumed = session(folders)
        let shown = resumed.handle(":lesson demo/resume").output.removingANSIEscapes
        #expect(shown.contains("note: the declarations you typed in this lesson (2) are declared again"), "\(shown)")
        #expect(!shown.contains("did not compile"))
        // The learner's `base` was declared after the lesson's 40.
        #expect(resumed.handle("twice(base)").output.contains("10"))
        #expect(resumed.handle("Box().side").output.contains("3"))
    }

    @Test("declarations typed on the first step come back too")
    func typedOnFirstStep() throws {
        let folders = try folders()
        try write(folders.lessons)
        let first = session(folders)
        _ = first.handle(":lesson demo/resume")
        _ = first.handle("func greet() -> String { \"hi\" }")
        let resumed = session(folders)
        #expect(resumed.handle(":lesson demo/resume").output.contains("(1)"))
        #expect(resumed.handle("greet()").output.contains("hi"))
    }

    @Test("a saved list of declarations that is not a list of text costs only that list")
    func unreadableTypedKeepsProgress() throws {
        let folders = try folders()
        try write(folders.lessons)
        try FileManager.default.createDirectory(atPath: folders.data, withIntermediateDirectories: true)
        let file = #"{"currentLesson":"demo/resume","lessons":{"demo/resume":{"step":1,"finishedSteps":[0],"finishedExercises":[],"typed":42}}}"#
        try file.write(toFile: folders.data + "/progress.json", atomically: true, encoding: .utf8)
        let resumed = session(folders)
        let shown = resumed.handle(":lesson demo/resume").output.removingANSIEscapes
        #expect(shown.contains("Beta text"))
        #expect(resumed.lessons.progress.record("demo/resume").typed.isEmpty)
    }

    @Test("typing a declaration again moves it last; past the limit nothing more is kept")
    func typedOrderAndLimit() {
        var record = LessonRecord()
        record.recordTyped("var x = 1")
        record.recordTyped("var x = 2")
        record.recordTyped("var x = 1")
        #expect(record.typed == ["var x = 2", "var x = 1"])
        let big = "let s = \"" + String(repeating: "a", count: LessonRecord.typedLimit) + "\""
        let kept = record.recordTyped(big)
        #expect(!kept)
        #expect(record.typed == ["var x = 2", "var x = 1"])
    }

    @Test("declarations are told from statements after attributes and modifiers")
    func declarationWords() {
        #expect(LessonResume.isDeclaration("final class A {}"))
        #expect(LessonResume.isDeclaration("@MainActor\nfunc f() {}"))
        #expect(LessonResume.isDeclaration("private(set) var x = 1"))
        #expect(!LessonResume.isDeclaration("print(1)"))
        #expect(!LessonResume.isDeclaration("count += 1"))
        #expect(LessonResume.swiftEntries([":add textfield a 0 0 10 10", "struct S {", "  var a = 1", "}", "S()"])
                == ["struct S {\n  var a = 1\n}", "S()"])
    }

    /// Every lesson of both tracks, in both languages: resumed on its last
    /// step, everything its earlier steps declared compiles again, so the
    /// note never says that some of it did not.
    @Test("every lesson's earlier declarations compile again when resumed at its last step", arguments: ["en", "ko"])
    func courseRestoresCleanly(language: String) {
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
        var failing: [String] = []
        for lesson in library.lessons {
            let session = Session(environment: SessionEnvironment(language: language, lessonsDirectory: LessonDiscovery.sourceTreeLessons))
            let outcome = LessonResume.restore(lesson, before: lesson.steps.count - 1, in: session)
            if outcome.failed > 0 {
                let problems = LessonResume.declarations(of: lesson, before: lesson.steps.count - 1).filter { entry in
                    Session(environment: SessionEnvironment(language: language)).evaluateSwift(entry).failed
                }
                failing.append("\(lesson.id): \(outcome.failed) failed; e.g. \(problems.first ?? "(depends on an earlier one)")")
            }
        }
        #expect(failing.isEmpty, "\(failing.joined(separator: "\n"))")
    }
}
