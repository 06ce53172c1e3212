import Testing
@testable import KeyLab

/// What an earlier exercise leaves behind must not judge, help or move the next one.
@Suite("Exercises start clean: no earlier controller, no free solution, no words in comments")
struct ExerciseLeftoversTests {
    static let old = """
    class OldController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                print("OLD moves the screen")
                self.view.frame.origin.y = -100
            }
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("OLD appears")
        }
    }
    """

    @Test("an earlier exercise's controller never runs after a new exercise starts, even with :screen appear")
    func earlierControllerIsGone() throws {
        let course = CourseSession()
        _ = try course.openExercise("keyboard/shift-view")
        course.type("import UIKit")
        course.type(Self.old)
        #expect(course.type(":strategy code OldController").output.contains("OLD appears"))
        #expect(course.type(":focus nickname").output.contains("OLD moves the screen"))
        _ = try course.openExercise("keyboard/shift-view", ordinal: 1)
        course.type("class NewController: UIViewController {}")
        var seen = course.type(":strategy code NewController").output
        for line in [":focus nickname", ":screen disappear", ":screen appear", ":focus nickname", ":dismiss", ":focus email"] {
            seen += course.type(line).output
        }
        #expect(!seen.contains("OLD"), "\(seen)")
        #expect(course.session.scene.simulation.frame(of: "view")?.y == 0)
    }

    @Test(":entered looks at code, not at comments or the text of strings; interpolations are code")
    func enteredIgnoresCommentsAndStrings() {
        #expect(SwiftCodeText.code("let a = 1 // for each field") == "let a = 1  ")
        #expect(!SwiftWords.contains(SwiftCodeText.code("/* a for loop /* nested */ here */ let n = 0"), "for"))
        #expect(!SwiftWords.contains(SwiftCodeText.code(#"print("for n in 1...3")"#), "for"))
        #expect(!SwiftWords.contains(SwiftCodeText.code(##"let s = #"a "for" \(x)"#"##), "\\("))
        #expect(SwiftWords.contains(SwiftCodeText.code(##"let s = #"a \#(x + 1)"#"##), "x + 1"))
        #expect(SwiftWords.contains(SwiftCodeText.code(#"print("height: \(max(a, b))")"#), "\\("))
        #expect(SwiftWords.contains(SwiftCodeText.code(#"print("height: \(max(a, b))")"#), "max(a, b)"))
        #expect(SwiftWords.contains(SwiftCodeText.code("let t = \"\"\"\n  for\n  \"\"\"\nfor i in 0..<2 {}"), "for"))
        #expect(!SwiftWords.contains(SwiftCodeText.code("let t = \"\"\"\n  for \" x\n  \"\"\""), "for"))
    }

    @Test("a loop written only in a comment or a string does not pass the stride exercise's :entered for")
    func commentedLoopFailsTheCheck() throws {
        let course = CourseSession()
        let lesson = try #require(course.session.lessons.library?.lesson(id: "swift-basics/flow-control"))
        let ordinal = try #require(lesson.exercises.firstIndex { $0.exercise.checks.contains { $0.text == ":entered for in evenSum" } })
        _ = try course.openExercise("swift-basics/flow-control", ordinal: ordinal)
        course.type("var evenSum = 2550 // for n in stride(from: 2, through: 100, by: 2)")
        course.type("let note = \"for n in stride\"")
        #expect(course.type(":check").failed)
        // A scratch loop that does not compute evenSum is not the graded loop.
        course.type("for n in 1...3 { print(n) }")
        #expect(course.type(":check").failed)
        course.type("evenSum = 0")
        course.type("for n in stride(from: 2, through: 100, by: 2) { evenSum += n }")
        #expect(!course.type(":check").failed)
    }
}
