import Testing
import KeyboardSim
import SimUIKit

/// `becomeFirstResponder()` and `resignFirstResponder()` asked by the
/// learner's code after the controller loaded (in a keyboard handler, in a
/// rotation callback) move the scene's focus, with the notifications UIKit posts.
@Suite struct FirstResponderFromHandlerTests {
    static let source = """
    class ViewController: UIViewController {
        @IBOutlet weak var email: UITextField!
        @IBOutlet weak var nickname: UITextField!
        var shows = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)),
                                                   name: UIResponder.keyboardDidShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            shows += 1
            print("will show", shows, email.isFirstResponder, nickname.isFirstResponder)
        }

        @objc func keyboardDidShow(_ notification: Notification) {
            // The form skips the e-mail field: typing starts in the nickname.
            if email.isFirstResponder {
                nickname.becomeFirstResponder()
            }
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            view.endEditing(true)
        }
    }
    """

    @Test func becomeFirstResponderInAHandlerMovesTheFocus() throws {
        var screen = try ControllerScreen(FirstResponderFromHandlerTests.source)
        let trace = screen.apply(.focus("email"))
        #expect(screen.sim.firstResponder == "nickname")
        #expect(screen.sim.keyboard.visible)
        let printed = notes(trace.steps).filter { $0.hasPrefix("print: ") }
        // The show notifications are posted again for the nickname, as UIKit does when fields switch.
        #expect(printed == ["print: will show 1 true false", "print: will show 2 false true"])
        #expect(notes(trace.steps).contains("nickname.becomeFirstResponder()"))
        // Focusing the nickname again asks nothing more.
        let again = screen.apply(.focus("nickname"))
        #expect(notes(again.steps).contains("nickname is already first responder: nothing is posted"))
    }

    @Test func resignInALaterCallbackDismissesTheKeyboard() throws {
        var screen = try ControllerScreen(FirstResponderFromHandlerTests.source)
        screen.apply(.focus("nickname"))
        #expect(screen.sim.firstResponder == "nickname")
        screen.apply(.rotate(to: nil))
        #expect(screen.sim.firstResponder == nil)
        #expect(!screen.sim.keyboard.visible)
    }

    @Test func twoFieldsThatFocusEachOtherStop() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var email: UITextField!
            @IBOutlet weak var nickname: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)),
                                                       name: UIResponder.keyboardDidShowNotification, object: nil)
            }

            @objc func keyboardDidShow(_ notification: Notification) {
                if email.isFirstResponder { nickname.becomeFirstResponder() } else { email.becomeFirstResponder() }
            }
        }
        """
        var screen = try ControllerScreen(source)
        let trace = screen.apply(.focus("email"))
        #expect(notes(trace.steps).contains { $0.contains("not followed") })
        #expect(screen.sim.keyboard.visible)
    }
}
