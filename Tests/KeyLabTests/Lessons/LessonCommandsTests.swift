import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

@Suite struct LessonCommandsTests {
    private func session(data: String?, language: String = "en", lessons: String? = LessonFixtures.lessons) -> Session {
        Session(environment: SessionEnvironment(language: language, lessonsDirectory: lessons, dataDirectory: data))
    }

    @Test func firstRunOffersTheFirstLessonAndListsLessons() throws {
        let data = try LessonFixtures.temporaryFolder()
        let s = session(data: data)
        #expect(s.greeting().contains("New here? Start the first lesson, “First steps”, with :lesson demo/first"))
        let list = s.handle(":lessons")
        #expect(!list.failed)
        #expect(list.output.contains("demo\n    demo/first   First steps\n    demo/second  Second steps"))
    }

    @Test func afterARestartTheSavedLessonIsTakenUpWithoutLesson() throws {
        let data = try LessonFixtures.temporaryFolder()
        let s = session(data: data)
        _ = s.handle(":lesson demo/first")
        _ = s.handle(":next")
        // A new process: :check works on the saved step without :lesson first.
        let restarted = session(data: data)
        _ = restarted.handle("let answer = 42")
        let check = restarted.handle(":check")
        #expect(!check.failed, "\(check.output)")
        #expect(check.output.hasPrefix("✓ Correct! Exercise solved."))
        #expect(restarted.lessons.currentStep == 1)
    }

    @Test func aLessonFromStartToFinishAndResume() throws {
        let data = try LessonFixtures.temporaryFolder()
        let s = session(data: data)
        let first = s.handle(":lesson demo/first")
        #expect(first.output.hasPrefix("First steps · step 1 of 3\nAsking for help\n\nWelcome to the *demo* lesson.\n"))
        #expect(first.output.contains("    keylab> :help quit\n    usage: :quit"))
        // :hint before the exercise step: this step has none.
        #expect(s.handle(":hint").failed)
        let second = s.handle(":next")
        #expect(second.output.contains("step 2 of 3\nMake a constant"))
        #expect(second.output.contains("✎ Exercise\n  Make a constant `answer` holding 42."))
        // The solution stays hidden until a check fails, even after every hint.
        #expect(s.handle(":solution").failed)
        #expect(s.handle(":hint").output == "Hint 1/2: A value that never changes is declared with `let`.\n")
        #expect(s.handle(":hint").output.contains("Hint 2/2: `let answer = 42`\n(that was the last hint; after a :check, :solution shows a solution)"))
        #expect(s.handle(":hint").output.hasPrefix("No more hints"))
        #expect(s.handle(":solution").failed)
        // A wrong attempt is told what is wrong, in the learner's terms, without the check's source.
        _ = s.handle("let answer = 41")
        let wrong = s.handle(":check")
        #expect(wrong.failed)
        #expect(wrong.output.hasPrefix("✗ Not yet:\n  - `answer` does not hold what the task asks yet\n"))
        #expect(!wrong.output.contains("42"))
        #expect(s.handle(":solution").output.contains("keylab> let answer = 42"))
        // Quitting in the middle and starting again resumes at the same step.
        #expect(session(data: data).greeting().contains("Welcome back: continue “First steps” (step 2 of 3) with :lesson demo/first"))
        // A right one is marked done, and saved.
        let s2 = session(data: data)
        _ = s2.handle(":lesson demo/first")
        #expect(s2.lessons.currentStep == 1)
        _ = s2.handle("let answer = 42")
        let right = s2.handle(":check")
        #expect(!right.failed)
        #expect(right.output.hasPrefix("✓ Correct! Exercise solved."))
        let last = s2.handle(":next")
        #expect(last.output.contains("✓ Lesson finished: “First steps”"))
        #expect(last.output.contains("step 3 of 3 ✓\nSummary"))
        #expect(s2.handle(":next").output.contains("Next: “Second steps” with :lesson demo/second"))
        // Once finished, the greeting offers the next lesson; :lesson resumes the last one.
        let s3 = session(data: data)
        #expect(s3.greeting().contains("Welcome back: next up, “Second steps”, with :lesson demo/second"))
        #expect(s3.handle(":lesson").output.contains("step 3 of 3"))
        #expect(s3.handle(":lessons").output.contains("✓ demo/first"))
        let progress = s3.handle(":progress").output
        #expect(progress.hasPrefix("Progress: 1 of 2 lessons finished, 1 of 1 exercises solved.\n  demo  1/2  ✓·\n"))
        #expect(progress.contains("Saved in \(data)/progress.json"))
    }

    @Test func backAndNextStayInsideTheLesson() {
        let s = session(data: nil)
        #expect(s.handle(":next").failed)
        _ = s.handle(":lesson first")
        #expect(s.handle(":back").output.hasPrefix("This is the first step"))
        _ = s.handle(":next")
        let skipped = s.handle(":next")
        #expect(skipped.output.hasPrefix("note: the exercise of this step is not solved yet; :back returns to it"))
        #expect(s.handle(":next").output.hasPrefix("This is the last step. Not finished yet: step 2"))
        #expect(s.handle(":back").output.contains("step 2 of 3"))
    }

    @Test func unknownLessonSuggestsAClosedOne() {
        let s = session(data: nil)
        let reply = s.handle(":lesson demo/frist")
        #expect(reply.failed)
        #expect(reply.output.contains("error: no lesson 'demo/frist'\ndid you mean 'demo/first'?"))
        #expect(s.lessons.problemStarting("demo/frist") != nil)
        #expect(s.lessons.problemStarting("demo/first") == nil)
    }

    @Test func tabCompletesLessonIDs() {
        let s = session(data: nil)
        #expect(s.completions(for: ":lesson demo/s") == ["demo/second"])
        #expect(s.completions(for: ":lesson ") == ["demo/first", "demo/second"])
        #expect(s.completions(for: ":reset-pr") == [":reset-progress"])
    }

    @Test func replayRunsTheStepsTranscriptsInTheLearnersSession() {
        let s = session(data: nil)
        _ = s.handle(":lesson demo/first")
        let replay = s.handle(":replay")
        #expect(replay.output.hasPrefix("keylab> :help quit\nusage: :quit\n"))
    }

    @Test func resetProgressAsksFirst() throws {
        let data = try LessonFixtures.temporaryFolder()
        let s = session(data: data)
        _ = s.handle(":lesson demo/first")
        _ = s.handle(":next")
        let ask = s.handle(":reset-progress")
        #expect(ask.output.contains("Type :reset-progress yes to confirm."))
        #expect(s.lessons.progress.currentLesson == "demo/first")
        #expect(s.handle(":reset-progress please").failed)
        #expect(s.handle(":reset-progress yes").output == "Progress reset: every lesson starts afresh.\n")
        #expect(session(data: data).lessons.progress == LessonProgress())
    }

    @Test func corruptProgressCostsAWarningNotACrash() throws {
        let data = try LessonFixtures.temporaryFolder()
        try "{{{ not json".write(toFile: data + "/progress.json", atomically: true, encoding: .utf8)
        let s = session(data: data)
        let greeting = s.greeting()
        #expect(greeting.contains("warning: could not read the progress file \(data)/progress.json; moved it to"))
        #expect(greeting.contains("New here?"))
        #expect(!s.handle(":lesson demo/first").failed)
    }

    @Test func koreanWithEnglishFallback() {
        let s = session(data: nil, language: "ko")
        let list = s.handle(":lessons").output
        #expect(list.contains("demo/first   첫걸음"))
        #expect(list.contains("demo/second  Second steps [영어]"))
        let fallback = s.handle(":lesson demo/second").output
        #expect(fallback.hasPrefix("참고: 이 레슨은 아직 'ko'로 번역되지 않아서 영어판을 보여 줘요"))
    }

    @Test func withoutLessonsTheCommandsExplain() {
        let s = session(data: nil, lessons: nil)
        #expect(LessonCommands.greetingOffer(s) == nil)
        let reply = s.handle(":lessons")
        #expect(reply.failed)
        #expect(reply.output.contains("error: no lessons found"))
    }

    @Test func everyLessonCommandHasHelp() {
        for command in LessonCommands.all {
            #expect(!command.summary.isEmpty && command.usage.hasPrefix(":" + command.name) && !command.example.isEmpty)
        }
    }
}
