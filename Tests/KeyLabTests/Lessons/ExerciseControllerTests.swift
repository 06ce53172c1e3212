import Testing
@testable import KeyLab

/// A `:controller` check that names no class checks the controller the
/// learner declared for this exercise, even when an earlier lesson's
/// `ViewController` is still declared in the same session (issue 27).
@Suite struct ExerciseControllerTests {
    @Test("the controller declared since the exercise started is the one checked")
    func recentController() {
        let session = Session()
        _ = session.handle("import UIKit")
        _ = session.handle("class ViewController: UIViewController {}")
        #expect(ExerciseController.recent(in: session) == nil)
        session.lessons.swiftEntriesBeforeExercise = session.swift.acceptedEntries.count
        _ = session.handle("// class ViewController is the old one\nclass SignUpViewController: UIViewController {}")
        #expect(ExerciseController.recent(in: session) == "SignUpViewController")
        _ = session.handle("class ViewController: UIViewController { var n = 1 }")
        #expect(ExerciseController.recent(in: session) == nil, "two declared for this exercise: the check asks which")
    }

    @Test("a class named in a comment is not a declaration")
    func commentsDoNotDeclare() {
        #expect(!ExerciseController.declares("A", in: "// class A"))
        #expect(ExerciseController.declares("A", in: "final class A: UIViewController {"))
        #expect(!ExerciseController.declares("A", in: "class AB {}"))
    }
}
