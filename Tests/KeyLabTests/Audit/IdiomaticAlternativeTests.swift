import Lessons
import Testing
@testable import KeyLab

/// The course's keyboard exercises judge behaviour, not one way of writing it:
/// idiomatic alternatives a real app ships pass, realistic wrong answers fail
/// with the sequence and the device that break them.
@Suite("Keyboard exercises: idiomatic alternatives pass, realistic wrong answers fail naming sequence and device")
struct IdiomaticAlternativeTests {
    /// The outcomes of `code` on the exercise of lesson `id` whose text `matches`.
    static func outcomes(_ id: String, where matches: (Exercise) -> Bool, _ code: String,
                         language: String = "en") throws -> [ExerciseChecks.Outcome] {
        let course = CourseSession(language: language)
        let lesson = try #require(course.session.lessons.library?.lesson(id: id))
        let ordinal = try #require(lesson.exercises.firstIndex { matches($0.exercise) })
        let exercise = try course.openExercise(id, ordinal: ordinal)
        let reply = course.type(code)
        #expect(!reply.failed, "\(reply.output)")
        return ExerciseChecks.run(exercise, in: course.session)
    }

    /// Lesson 06's guard exercise (`var isKeyboard = false`).
    static func isGuardExercise(_ e: Exercise) -> Bool { e.task.contains("isKeyboard = false") }

    /// Lesson 09's chat bar pinned by `bottomConstraint`.
    static func isBottomConstraintExercise(_ e: Exercise) -> Bool {
        e.setup.contains { $0.contains("as bottomConstraint") }
    }

    @Test("lesson 06's guard: block observers, Combine, UIViewPropertyAnimator and ChangeFrame only pass",
          arguments: [("block observers", AlternativeFixtures.guardBlocks),
                      ("Combine", AlternativeFixtures.guardCombine),
                      ("UIViewPropertyAnimator", AlternativeFixtures.guardPropertyAnimator),
                      ("ChangeFrame only", AlternativeFixtures.guardChangeFrameOnly)])
    func guardAlternativesPass(_ name: String, _ code: String) throws {
        let result = try Self.outcomes("keyboard/shift-view", where: Self.isGuardExercise, code)
        #expect(!result.isEmpty && result.allSatisfy(\.passed), "\(name): \(result.filter { !$0.passed }.map(\.detail))")
    }

    @Test("lesson 06's guard rejects the web's most copied answer: docking the iPad's keyboard again gives a Begin frame of zero")
    func mostCopiedFailsTheGuardExercise() throws {
        let result = try Self.outcomes("keyboard/shift-view", where: Self.isGuardExercise, AlternativeFixtures.guardMostCopied)
        let failed = try #require(result.first { !$0.passed })
        #expect(failed.message.contains("iPad"), "\(failed.message)")
        #expect(failed.message.contains("undock"), "\(failed.message)")
        #expect(failed.detail.contains("gauntlet undocked on ipad"), "\(failed.detail)")
        let ko = try Self.outcomes("keyboard/shift-view", where: Self.isGuardExercise, AlternativeFixtures.guardMostCopied, language: "ko")
        let koFailed = try #require(ko.first { !$0.passed })
        #expect(koFailed.message.contains("iPad") && koFailed.message.contains("분리"), "\(koFailed.message)")
    }

    @Test("lesson 09's chat bar: keyboardLayoutGuide, and one ChangeFrame handler with the converted overlap, pass",
          arguments: [("keyboardLayoutGuide", AlternativeFixtures.barLayoutGuide),
                      ("ChangeFrame overlap", AlternativeFixtures.barChangeFrameOverlap)])
    func barAlternativesPass(_ name: String, _ code: String) throws {
        let result = try Self.outcomes("keyboard/constraints", where: Self.isBottomConstraintExercise, code)
        #expect(!result.isEmpty && result.allSatisfy(\.passed), "\(name): \(result.filter { !$0.passed }.map(\.detail))")
    }

    @Test("lesson 09's chat bar: an overlap of maxY − minY takes the floating keyboard's zero frame for a keyboard; the drag shows it")
    func floatingZeroFrameFails() throws {
        let result = try Self.outcomes("keyboard/constraints", where: Self.isBottomConstraintExercise, AlternativeFixtures.barChangeFrameMinY)
        let failed = try #require(result.first { !$0.passed })
        #expect(failed.detail.contains("gauntlet undocked on ipad"), "\(failed.detail)")
        #expect(failed.message.contains("iPad") && failed.message.contains(":keyboard drag"), "\(failed.message)")
    }

    @Test("insets instead of moving the frame: a scroll view's bottom insets from one ChangeFrame handler pass every sequence")
    func scrollInsetsPassTheGauntlet() {
        let session = AuditFixtures.session(AlternativeFixtures.scrollInsets)
        let results = AuditRunner.run(.controller("FormController"),
                                      scene: AuditScene.fromScript(AlternativeFixtures.scrollForm, name: "form.keylab"), from: session).results
        #expect(results.count > 150)
        for r in results {
            if case .notApplicable = r.outcome { continue }
            #expect(r.outcome == .passed, "\(r.place.sequence.id) \(r.place.device) \(r.place.orientation.rawValue): \(r.outcome)")
        }
    }

    @Test("insets left in place when the screen goes (the observers are removed before the keyboard hides) fail disappear-appear")
    func scrollInsetsKeptFail() {
        #expect(AlternativeFixtures.scrollInsetsKeptOnDisappear != AlternativeFixtures.scrollInsets)
        let session = AuditFixtures.session(AlternativeFixtures.scrollInsetsKeptOnDisappear)
        let results = AuditRunner.run(.controller("FormController"),
                                      scene: AuditScene.fromScript(AlternativeFixtures.scrollForm, name: "form.keylab"), from: session,
                                      filter: { $0.sequence == .disappearAppear && $0.device == "iphone-8" && $0.orientation == .portrait }).results
        guard case .failed(.notRestored(let view, let what, let expected, _), _) = results.first?.outcome else {
            Issue.record("\(String(describing: results.first?.outcome))")
            return
        }
        #expect(view == "form" && what == "contentInset.bottom" && expected == 0)
    }
}
