import Testing
@testable import KeyLab
@testable import Lessons

/// Issue 15: keyboard exercises where the learner writes the view controller
/// in Swift, checked on enough devices and orientations that a hard-coded
/// keyboard height cannot pass.
@Suite("Swift view-controller exercises in the keyboard course")
struct CodeExerciseCourseTests {
    /// The keyboard exercises with a `:controller` check on at least 3 devices × 2 orientations.
    private func matrixExercises(_ language: String) throws -> [(lesson: String, exercise: Exercise)] {
        let course = CourseSession(language: language)
        let library = try #require(course.session.lessons.library)
        var found: [(String, Exercise)] = []
        for lesson in library.lessons where lesson.id.hasPrefix("keyboard/") && lesson.language == language {
            for (_, _, exercise) in lesson.exercises {
                let wide = exercise.checks.contains {
                    guard case .controller(let q) = $0.primitive else { return false }
                    return Set(q.devices).count >= 3 && Set(q.orientations).count == 2
                }
                if wide { found.append((lesson.id, exercise)) }
            }
        }
        return found
    }

    @Test("at least 10 keyboard exercises ask for Swift on 3+ devices × 2 orientations", arguments: ["en", "ko"])
    func tenMatrixExercises(language: String) throws {
        let found = try matrixExercises(language)
        #expect(found.count >= 10, "\(found.map(\.lesson))")
        for (lesson, exercise) in found {
            #expect(exercise.mistakes.count >= 2, "\(lesson)")
            #expect(exercise.solution.inputs.contains { $0.contains("ViewController: UIViewController") }, "\(lesson)")
        }
    }

    @Test("a learner's hard-coded 258 fails :check with the device, not the answer; the solution passes")
    func hardCodedHeightFails() throws {
        let course = CourseSession()
        let exercise = try course.openExercise("keyboard/user-info", ordinal: 2)
        course.type(["import UIKit", "class ViewController: UIViewController {",
                     "override func viewDidLoad() {", "super.viewDidLoad()",
                     "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)",
                     "}", "@objc func keyboardWillShow(_ notification: Notification) {",
                     "view.frame.origin.y = -258", "}", "}"])
        let check = course.type(":check")
        #expect(check.failed)
        #expect(check.output.contains("on iPhone"), "\(check.output)")
        #expect(!check.output.contains("335") && !check.output.contains("keyboardFrameEnd"), "\(check.output)")
        course.type(":retry")
        course.type(exercise.solution.inputs)
        let solved = course.type(":check")
        #expect(!solved.failed, "\(solved.output)")
    }

    // "each mistake of a Swift exercise runs and is caught on the screen, not by a compile error"
    // is now a rule of check-lessons itself (LessonChecker.isViewControllerMatrix), run for every
    // language by `make check-lessons`; ViewControllerMistakeRuleTests proves the rule.
}
