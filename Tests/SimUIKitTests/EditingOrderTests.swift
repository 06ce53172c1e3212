import Testing
import KeyboardSim
import SimUIKit

/// The order of a delegate's didBeginEditing and the keyboard notifications:
/// a text field hears `textFieldDidBeginEditing` before WillChangeFrame and
/// WillShow; a text view hears the Will notifications first and
/// `textViewDidBeginEditing` after them (craiggrummitt.com, 2016;
/// IQKeyboardManager #271, #812, #1697).
@Suite struct EditingOrderTests {
    static let source = """
    class ViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
        @IBOutlet weak var name: UITextField!
        @IBOutlet weak var bio: UITextView!
        var events: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            name.delegate = self
            bio.delegate = self
            NotificationCenter.default.addObserver(self, selector: #selector(willChange(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(didShow(_:)),
                                                   name: UIResponder.keyboardDidShowNotification, object: nil)
        }
        @objc func willChange(_ note: Notification) { events.append("willChangeFrame") }
        @objc func willShow(_ note: Notification) { events.append("willShow") }
        @objc func didShow(_ note: Notification) { events.append("didShow") }
        func textFieldDidBeginEditing(_ textField: UITextField) { events.append("textFieldDidBeginEditing") }
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("textViewDidBeginEditing") }
    }
    """

    static func form(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "name", frame: Rect(x: 20, y: 100, width: 335, height: 40), parent: "view")
        try sim.addView(kind: .textview, name: "bio", frame: Rect(x: 20, y: 400, width: 335, height: 120), parent: "view")
    }

    static func events(_ screen: ControllerScreen) -> String {
        screen.repl.evaluate("print((_keylabController as? ViewController)?.events ?? [])").output
    }

    @Test func aTextFieldHearsDidBeginEditingFirst() throws {
        var screen = try ControllerScreen(Self.source, build: Self.form)
        screen.apply(.focus("name"))
        #expect(Self.events(screen) == "[\"textFieldDidBeginEditing\", \"willChangeFrame\", \"willShow\", \"didShow\"]\n")
    }

    @Test func aTextViewHearsTheWillNotificationsFirst() throws {
        var screen = try ControllerScreen(Self.source, build: Self.form)
        screen.apply(.focus("bio"))
        #expect(Self.events(screen) == "[\"willChangeFrame\", \"willShow\", \"textViewDidBeginEditing\", \"didShow\"]\n")
    }
}
