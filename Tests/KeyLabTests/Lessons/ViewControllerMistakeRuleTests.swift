import Foundation
import Testing
@testable import KeyLab
@testable import Lessons

/// check-lessons' rule for view-controller exercises checked on a device
/// matrix: each wrong answer must run, so that the check on the screen is
/// what rejects it. (This rule was the Swift test "each mistake of a Swift
/// exercise runs and is caught on the screen, not by a compile error"; it now
/// runs inside check-lessons, for every language, and the course is checked
/// once, by `make check-lessons`.)
@Suite("check-lessons: view-controller mistakes must run")
struct ViewControllerMistakeRuleTests {
    /// A one-exercise lesson: `nickname` must stay visible on a matrix of devices.
    private func lesson(mistakes: [String]) -> String {
        let solution = """
        > import UIKit
        > class ViewController: UIViewController {
        >     var nickname: UITextField?
        >     override func viewDidLoad() {
        >       super.viewDidLoad()
        >       NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        >     }
        >     @objc func keyboardWillShow(_ notification: Notification) {
        >       guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        >       guard nickname?.isFirstResponder == true else { return }
        >       view.frame.origin.y = -end.height
        >     }
        > }
        """
        return """
        ---
        id: demo/matrix
        title: Matrix
        concepts: [keyboard]
        ---

        ## Shift

        ```exercise
        task: Move the screen up by the keyboard's height when `nickname` is edited.
        hint: Read the end frame.
        setup: :draw off
        setup: :explain off
        setup: :add textfield nickname 20 480 335 44
        setup: :pin nickname.bottom to safe.bottom -20
        check: :controller ViewController on iphone-se,iphone-8,iphone-x portrait,landscape do :focus nickname expect nickname visible
        \(mistakes.map { "mistake: " + $0 }.joined(separator: "\n"))
        gauntlet: none because this show-only fixture is about the rule for mistakes, not the real world
        solution:
        \(solution)
        ```

        """
    }

    private func check(_ text: String) throws -> [String] {
        let root = try LessonFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/en/01-demo/01-matrix.md"
        try FileManager.default.createDirectory(atPath: root + "/en/01-demo", withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = LessonSuiteCheck.run(path: root, languages: ["en"], swiftcPath: nil, bless: false)
        // Errors only: the fixture is an exercise without teaching prose, which the vocabulary rule warns about.
        return outcome.diagnostics.filter { $0.severity == .error }.map { $0.description.replacingOccurrences(of: root, with: "ROOT") }
    }

    /// A controller that compiles but never moves the screen, and one with a hard-coded height.
    private let runs = [
        "import UIKit\nclass ViewController: UIViewController {\n  var nickname: UITextField?\n}",
        "import UIKit\nclass ViewController: UIViewController {\n  var nickname: UITextField?\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)\n  }\n  @objc func keyboardWillShow(_ notification: Notification) {\n    view.frame.origin.y = -258\n  }\n}",
    ]

    @Test("mistakes that run and fail on the screen pass the rule")
    func runningMistakesPass() throws {
        let found = try check(lesson(mistakes: runs))
        #expect(found == [], "\(found)")
    }

    @Test("a mistake that does not compile is reported at its line, with the compiler's words")
    func compileErrorIsReported() throws {
        let broken = "import UIKit\nclass ViewController: UIViewController {\n  var nickname: UITextField?\n  func f() { let x: Int = \"no\" }\n}"
        let found = try check(lesson(mistakes: [runs[0], broken]))
        let hit = found.filter { $0.contains("this mistake is refused before it reaches the screen") }
        #expect(hit.count == 1, "\(found)")
        #expect(hit.first?.hasPrefix("ROOT/en/01-demo/01-matrix.md:") == true, "\(hit)")
        #expect(hit.first?.contains("cannot convert value of type 'String'") == true, "\(hit)")
    }

    @Test("a mistake rejected only because its controller is missing is reported")
    func notOnScreenIsReported() throws {
        let wrongName = "import UIKit\nclass OtherController: UIViewController {\n  var nickname: UITextField?\n}"
        let found = try check(lesson(mistakes: [runs[0], wrongName]))
        #expect(found.contains { $0.contains("only because the view controller could not be put on the screen") }, "\(found)")
    }
}
