import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

@Suite struct LessonCheckerTests {
    @Test func goodFixturesPass() {
        let outcome = LessonSuiteCheck.run(path: LessonFixtures.lessons, languages: nil, swiftcPath: nil, bless: false)
        #expect(outcome.diagnostics.map(\.description) == [])
        #expect(outcome.summary.last == "checked 3 lessons (en: 2, ko: 1): 2 transcripts, 2 exercises, 0 swift blocks compiled; 0 errors")
    }

    @Test func wrongOutputIsReportedWithFileAndLine() {
        let outcome = LessonSuiteCheck.run(path: LessonFixtures.broken, languages: ["en"], swiftcPath: nil, bless: false)
        let file = LessonFixtures.broken + "/en/01-demo/01-wrong-output.md"
        let messages = outcome.diagnostics.map(\.description)
        #expect(messages.contains(LessonFixtures.broken + "/en/01-demo/02-no-front-matter.md:1: error: a lesson starts with YAML front matter between '---' lines (id, title, concepts)"))
        #expect(messages.contains { $0.hasPrefix(file + ":13: error: transcript output differs for '> :help quit'\n  expected:") })
        #expect(messages.contains(file + ":21: error: the exercise's checks already pass in a fresh session: they cannot tell a solved exercise from an untouched one"))
        #expect(messages.contains { $0.hasPrefix(file + ":25: error: solution output differs for '> :help quit'") })
        #expect(messages.contains(file + ":21: error: the exercise lists 0 mistakes; list at least 2 wrong answers with 'mistake:' so check-lessons can prove the checks reject them"))
        #expect(outcome.errorCount == 5)
    }

    @Test func blessRewritesExpectedOutput() throws {
        let copy = try LessonFixtures.copy(LessonFixtures.broken)
        let file = copy + "/en/01-demo/01-wrong-output.md"
        let outcome = LessonSuiteCheck.run(path: copy, languages: ["en"], swiftcPath: nil, bless: true)
        #expect(outcome.blessedFiles == [file])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("```keylab\n> :help quit\nusage: :quit\n\nleave (Ctrl-D too); progress is kept\n\nexample:\n  :quit\n```"))
        // Run again: the transcripts now pass; what bless cannot fix remains.
        let again = LessonSuiteCheck.run(path: copy, languages: ["en"], swiftcPath: nil, bless: false)
        #expect(again.diagnostics.filter { $0.message.contains("output differs") } == [])
        #expect(again.errorCount == 3)
    }

    @Test func correctionsKeepIndentation() {
        let lines = ["- item", "  ```keylab", "  > x", "  old", "  ```"]
        let fixed = OutputCorrection.apply([OutputCorrection(file: "f", inputLine: 3, oldCount: 1, newLines: ["new", "", "two"])], to: lines)
        #expect(fixed == ["- item", "  ```keylab", "  > x", "  new", "", "  two", "  ```"])
    }

    @Test func checksSayWhichPartIsFalse() {
        #expect(ExerciseChecks.conjuncts("a == 1 && (b && c) && s == \"x&&y\"") == ["a == 1", "(b && c)", "s == \"x&&y\""])
    }
}
