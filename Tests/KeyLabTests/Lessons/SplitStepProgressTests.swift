import Testing
@testable import KeyLab
@testable import Lessons

/// The steps split to fit one screen (issue 27) keep learners' places: progress
/// saved with the keys the lesson had before the split resumes on the same content.
@Suite("progress saved before a course step was split")
struct SplitStepProgressTests {
    static let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: "en")

    /// The lesson's step keys as they were before `added` (the new second parts) existed.
    static func keysBefore(_ lesson: Lesson, without added: Set<String>) -> [String] {
        lesson.stepKeys.filter { !added.contains($0) }
    }

    @Test("a learner saved on a step that is now split resumes on its first part; one saved after it, on the same step",
          arguments: [("keyboard/shift-view", "the-fix-the-iskeyboard-guard", "the-fix-on-the-way-down"),
                      ("keyboard/real-world", "the-web-s-favourite-answer", "the-favourite-answer-on-a-plain-show")])
    func resumesOnTheSameContent(id: String, split: String, added: String) throws {
        let lesson = try #require(Self.library.lesson(id: id))
        let keys = lesson.stepKeys
        let first = try #require(keys.firstIndex(of: split))
        #expect(keys[first + 1] == added, "\(keys)")
        let before = Self.keysBefore(lesson, without: [added])
        // On the split step itself: the first part, with the old heading.
        let onSplit = LessonRecord(step: first, finishedSteps: Set(0..<first), stepKeys: before)
        let resumed = onSplit.rebased(onto: lesson.progressLayout)
        #expect(resumed.step == first)
        #expect(lesson.steps[resumed.step].title == lesson.steps[first].title)
        // On the step after it: the same step, now one further on; both parts count as finished.
        let after = LessonRecord(step: first + 1, finishedSteps: Set(0...first), stepKeys: before)
        let moved = after.rebased(onto: lesson.progressLayout)
        #expect(moved.step == first + 2)
        #expect(lesson.stepKeys[moved.step] == before[first + 1])
        #expect(moved.finishedSteps.isSuperset(of: [first, first + 1]))
    }
}
