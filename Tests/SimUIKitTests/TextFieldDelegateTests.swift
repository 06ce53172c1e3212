import Testing
import KeyboardSim
import SimUIKit

/// A text field's delegate hears `textFieldDidBeginEditing` / `textFieldDidEndEditing`
/// when the first responder changes, before the keyboard notifications, as in
/// UIKit: the classic "active field" pattern (Apple's "Managing the Keyboard")
/// works on the simulated screen.
@Suite struct TextFieldDelegateTests {
    /// The active-field pattern: remember the field in the delegate, scroll to it in the handler.
    static let activeField = source(delegates: true)

    static func source(delegates: Bool) -> String {
        """
    class FormViewController: UIViewController, UITextFieldDelegate {
        @IBOutlet weak var form: UIScrollView!
        @IBOutlet weak var email: UITextField!
        @IBOutlet weak var nickname: UITextField!
        var activeField: UITextField?
        var heard: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            \(delegates ? "email.delegate = self; nickname.delegate = self" : "")
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            activeField = textField
            heard.append("begin \\(textField === email ? "email" : "nickname")")
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            activeField = nil
            heard.append("end \\(textField === email ? "email" : "nickname")")
        }

        @objc func keyboardWillShow(_ note: Notification) {
            heard.append("willShow")
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let field = activeField else { return }
            form.contentInset.bottom = end.height
            form.scrollRectToVisible(field.frame, animated: true)
        }

        @objc func keyboardWillHide(_ note: Notification) {
            heard.append("willHide")
            form.contentInset = .zero
        }
    }
    """
    }

    static func form(_ sim: inout Simulation) throws {
        try sim.addView(kind: .scrollview, name: "form", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.setContentHeight("form", 1000)
        try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: 335, height: 40), parent: "form")
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 600, width: 335, height: 40), parent: "form")
    }

    /// What the controller heard, in order.
    static func heard(_ screen: ControllerScreen) -> String {
        let r = screen.repl.evaluate("print((_keylabController as? FormViewController)?.heard ?? [])")
        return String(r.output.dropLast())
    }

    @Test func theDelegateHearsEditingBeginBeforeTheKeyboardNotification() throws {
        var screen = try ControllerScreen(Self.activeField, build: Self.form)
        screen.apply(.focus("nickname"))
        #expect(Self.heard(screen) == #"["begin nickname", "willShow"]"#)
        // The handler found the active field: 600…640 shown above the 258-pt keyboard: 640 − (667 − 258) = 231.
        let form = try #require(screen.sim.view(named: "form"))
        #expect(form.contentOffset.y == 231)
    }

    /// Switching: the old field's editing ends before the new one's begins, both before the
    /// notifications. Resigning: keylab keeps the field first responder through the hide
    /// sequence (seed 000's `isFirstResponder` check in WillHide), so its editing ends after.
    @Test func switchingFieldsEndsEditingInTheOldOneFirst() throws {
        var screen = try ControllerScreen(Self.activeField, build: Self.form)
        screen.apply(.focus("nickname"))
        screen.apply(.focus("email"))
        screen.apply(.dismiss)
        #expect(Self.heard(screen)
                == #"["begin nickname", "willShow", "end nickname", "begin email", "willShow", "willHide", "end email"]"#)
    }

    @Test func aControllerWithoutADelegateHearsNothingExtra() throws {
        let source = Self.source(delegates: false)
        var screen = try ControllerScreen(source, build: Self.form)
        screen.apply(.focus("nickname"))
        #expect(Self.heard(screen) == #"["willShow"]"#)
    }

    @Test func aDelegateIsHeardEvenWhenNoNotificationIsObserved() throws {
        let source = """
        class ViewController: UIViewController, UITextFieldDelegate {
            var nickname: UITextField!
            var began = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                nickname.delegate = self
            }
            func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
        }
        """
        var screen = try ControllerScreen(source)
        screen.apply(.focus("nickname"))
        let r = screen.repl.evaluate("print((_keylabController as? ViewController)?.began ?? -1)")
        #expect(r.output == "1\n")
    }

    @Test func theDelegateIsAWeakReference() throws {
        let r = session()
        _ = r.evaluate("import UIKit")
        let out = r.evaluate("""
        class Listener: NSObject, UITextFieldDelegate {}
        func check() {
            let field = UITextField()
            do {
                let listener = Listener()
                field.delegate = listener
                print(field.delegate == nil)
            }
            print(field.delegate == nil)
        }
        check()
        """)
        #expect(out.output == "false\ntrue\n")
    }
}
