import Foundation
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

    @Test(":check accepts the exercise's SignUpViewController with an earlier lesson's ViewController still declared")
    func checkInOneSession() throws {
        let root = try LessonFixtures.temporaryFolder()
        let lesson = """
        ---
        id: demo/controller
        title: Controller
        concepts: []
        ---

        ## Your turn

        ```exercise
        task: Write a SignUpViewController that leaves the root view alone.
        setup: :draw off
        setup: :add textfield nickname 20 100 335 44
        check: :controller on iphone-8 portrait do :focus nickname expect view.y == 0
        fail: the root view moved
        solution:
        > class SignUpViewController: UIViewController {}
        ```
        """
        try FileManager.default.createDirectory(atPath: root + "/lessons/en/01-demo", withIntermediateDirectories: true)
        try lesson.write(toFile: root + "/lessons/en/01-demo/01-controller.md", atomically: true, encoding: .utf8)
        let session = Session(environment: SessionEnvironment(lessonsDirectory: root + "/lessons", dataDirectory: root + "/data"))
        _ = session.handle("import UIKit")
        _ = session.handle("class ViewController: UIViewController {}")
        _ = session.handle(":lesson demo/controller")
        _ = session.handle("class SignUpViewController: UIViewController {}")
        #expect(session.handle(":strategy code").output.contains("code SignUpViewController"))
        let check = session.handle(":check").output.removingANSIEscapes
        #expect(check.contains("Correct!"), "\(check)")
    }
}
