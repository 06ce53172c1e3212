import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// A learner's progress when the lesson's steps change between sessions
/// (a long step split in two, as happened to many lessons), or when they
/// switch language: they resume on the same content, and what they finished
/// stays finished.
@Suite("progress across lesson changes")
struct ProgressAcrossLessonChangesTests {
    static let exercise = """
        ```exercise
        task: Make a constant `answer` holding 42.
        hint: `let answer = 42`
        check: answer == 42
        check: :declared let answer: Int
        mistake: let answer = 41
        mistake: var answer = 42
        solution:
        > let answer = 42
        answer: Int = 42
        ```
        """

    /// Writes `lessons/<language>/01-demo/01-split.md` with `steps` as
    /// (heading, body); a body `EXERCISE` stands for the exercise above.
    static func write(_ root: String, language: String = "en", title: String = "Split", steps: [(String, String)]) throws {
        var text = "---\nid: demo/split\ntitle: \(title)\nconcepts: []\n---\n\n"
        for (heading, body) in steps {
            text += "## \(heading)\n\n\(body == "EXERCISE" ? exercise : body)\n\n"
        }
        let folder = root + "/" + language + "/01-demo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/01-split.md", atomically: true, encoding: .utf8)
    }

    static let before = [("Alpha", "Alpha text."), ("Beta", "EXERCISE"), ("Gamma", "Gamma text."), ("Summary", "All done.")]
    /// Beta split in two: its exercise moves to the second part.
    static let after = [("Alpha", "Alpha text."), ("Beta", "Beta's reading."), ("Beta, your turn", "EXERCISE"),
                        ("Gamma", "Gamma text."), ("Summary", "All done.")]
    static let koreanBefore = [("알파", "알파 글."), ("베타", "EXERCISE"), ("감마", "감마 글."), ("요약", "끝.")]
    static let koreanAfter = [("알파", "알파 글."), ("베타", "베타 읽기."), ("베타, 직접 해 보기", "EXERCISE"),
                              ("감마", "감마 글."), ("요약", "끝.")]

    func folders() throws -> (lessons: String, data: String) {
        let root = try LessonFixtures.temporaryFolder()
        return (root + "/lessons", root + "/data")
    }

    func session(_ folders: (lessons: String, data: String), language: String = "en") -> Session {
        Session(environment: SessionEnvironment(language: language, lessonsDirectory: folders.lessons, dataDirectory: folders.data))
    }

    @Test("after a step is split, the learner resumes on the step they were reading")
    func resumeAfterSplit() throws {
        let folders = try folders()
        try Self.write(folders.lessons, steps: Self.before)
        let s = session(folders)
        _ = s.handle(":lesson demo/split")
        _ = s.handle(":next")
        _ = s.handle(":next")
        #expect(s.lessons.currentStep == 2)
        try Self.write(folders.lessons, steps: Self.after)
        let resumed = session(folders)
        #expect(resumed.greeting().contains("Welcome back: continue “Split” (step 4 of 5) with :lesson demo/split"))
        let shown = resumed.handle(":lesson").output
        #expect(shown.contains("step 4 of 5\nGamma"))
        #expect(shown.contains("Gamma text."))
    }

    @Test("a finished lesson stays finished after a step is split, its exercise still solved")
    func finishedStaysFinished() throws {
        let folders = try folders()
        try Self.write(folders.lessons, steps: Self.before)
        let s = session(folders)
        _ = s.handle(":lesson demo/split")
        _ = s.handle(":next")
        _ = s.handle("let answer = 42")
        #expect(!s.handle(":check").failed)
        _ = s.handle(":next")
        #expect(s.handle(":next").output.contains("✓ Lesson finished: “Split”"))
        try Self.write(folders.lessons, steps: Self.after)
        let later = session(folders)
        #expect(later.handle(":lessons").output.contains("✓ demo/split"))
        #expect(later.handle(":progress").output.hasPrefix("Progress: 1 of 1 lessons finished, 1 of 1 exercises solved."))
        // Each part of the split step shows as done.
        _ = later.handle(":lesson demo/split")
        #expect(later.handle(":back").output.contains("step 4 of 5 ✓"))
        #expect(later.handle(":back").output.contains("step 3 of 5 ✓"))
        #expect(later.handle(":back").output.contains("step 2 of 5 ✓"))
    }

    @Test("a learner who switches language keeps their step, even across a split made in between")
    func languageSwitch() throws {
        let folders = try folders()
        try Self.write(folders.lessons, steps: Self.before)
        try Self.write(folders.lessons, language: "ko", title: "나누기", steps: Self.koreanBefore)
        let korean = session(folders, language: "ko")
        _ = korean.handle(":lesson demo/split")
        _ = korean.handle(":next")
        _ = korean.handle(":next")
        #expect(korean.lessons.currentStep == 2)
        // Saved under the English step keys, not the Korean headings.
        let saved = ProgressStore(directory: folders.data).load().record("demo/split")
        #expect(saved.stepKeys == ["alpha", "beta", "gamma", "summary"])
        try Self.write(folders.lessons, steps: Self.after)
        try Self.write(folders.lessons, language: "ko", title: "나누기", steps: Self.koreanAfter)
        let english = session(folders)
        #expect(english.handle(":lesson").output.contains("step 4 of 5\nGamma"))
        _ = english.handle(":back")
        // And back in Korean the place follows again.
        let koreanAgain = session(folders, language: "ko")
        #expect(koreanAgain.greeting().contains("(5단계 중 3단계)"))
        #expect(koreanAgain.handle(":lesson").output.contains("베타, 직접 해 보기"))
    }

    @Test("a progress file from before step keys resumes by position, and follows keys from its next save on")
    func oldProgressFile() throws {
        let folders = try folders()
        try Self.write(folders.lessons, steps: Self.before)
        try FileManager.default.createDirectory(atPath: folders.data, withIntermediateDirectories: true)
        try #"{"currentLesson":"demo/split","lessons":{"demo/split":{"step":2,"finishedSteps":[0,1],"finishedExercises":["1.0"]}}}"#
            .write(toFile: folders.data + "/progress.json", atomically: true, encoding: .utf8)
        let s = session(folders)
        #expect(s.greeting().contains("(step 3 of 4)"))
        #expect(s.handle(":lesson").output.contains("step 3 of 4\nGamma"))
        try Self.write(folders.lessons, steps: Self.after)
        let later = session(folders)
        #expect(later.handle(":lesson").output.contains("step 4 of 5\nGamma"))
        #expect(later.handle(":progress").output.contains("1 of 1 exercises solved"))
    }

    @Test("step keys keylab cannot read cost a warning in the learner's language, not their progress")
    func unreadableStepKeysWarn() throws {
        let folders = try folders()
        try Self.write(folders.lessons, steps: Self.before)
        try Self.write(folders.lessons, language: "ko", title: "나누기", steps: Self.koreanBefore)
        try FileManager.default.createDirectory(atPath: folders.data, withIntermediateDirectories: true)
        try #"{"currentLesson":"demo/split","lessons":{"demo/split":{"step":2,"finishedSteps":[0],"stepKeys":"gamma"}}}"#
            .write(toFile: folders.data + "/progress.json", atomically: true, encoding: .utf8)
        let s = session(folders, language: "ko")
        let greeting = s.greeting()
        #expect(greeting.contains("경고: 진도 파일 \(folders.data)/progress.json에 적힌 demo/split의 단계 이름을 읽을 수 없어서, 그 진도는 단계 순서대로 읽어요"))
        #expect(greeting.contains("(4단계 중 3단계)"))
        _ = s.handle(":lesson")
        // The next save writes keys that can be read.
        #expect(ProgressStore(directory: folders.data).load().record("demo/split").stepKeys == ["alpha", "beta", "gamma", "summary"])
    }
}
