import Lessons
import Testing
@testable import KeyLab

/// `expect NAME on keyboard`: a failed check says how the bar misses the
/// keyboard's top in words that match what the learner sees.
@Suite struct ControllerCheckOnKeyboardTests {
    private static let setup = [":draw off", ":explain off", ":add textfield message 20 600 335 44",
                                ":add toolbar bar 0 623 375 44", ":pin bar.bottom to safe.bottom"]

    /// A controller whose keyboardWillShow moves the bar's frame by SHIFT.
    private func session(shift: String) -> Session {
        let session = Session()
        let controller = """
        class ViewController: UIViewController {
            @IBOutlet var bar: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bar.frame.origin.y -= \(shift)
            }
        }
        """
        for line in Self.setup + ["import UIKit", controller] { _ = session.handle(line) }
        return session
    }

    private func message(shift: String) -> String {
        let check = ":controller ViewController on iphone-8 portrait do :focus message expect bar on keyboard"
        return ExerciseChecks.run(ExerciseCheck(text: check, line: 1), setup: Self.setup, in: session(shift: shift)).message
    }

    @Test func aBarLeftUnderTheKeyboardIsCoveredWholeNotByMoreThanItsHeight() {
        let text = message(shift: "0")
        #expect(text.contains("the keyboard covers all of `bar`: its bottom is 258 pt below the keyboard's top"), "\(text)")
        #expect(!text.contains("covers the bottom 258 pt"), "\(text)")
    }

    @Test func aBarMovedNotQuiteFarEnoughIsCoveredByThePart() {
        let text = message(shift: "frame.height - 20")
        #expect(text.contains("the keyboard covers the bottom 20 pt of `bar`"), "\(text)")
    }

    @Test func theKeyboardsHeightPasses() {
        let check = ":controller ViewController on iphone-se,iphone-8 portrait,landscape do :focus message expect bar on keyboard"
        let outcome = ExerciseChecks.run(ExerciseCheck(text: check, line: 1), setup: Self.setup, in: session(shift: "frame.height"))
        #expect(outcome.passed, "\(outcome.detail)")
    }
}
