import Testing
import KeyboardSim
import SimUIKit
import SwiftSubset

/// Bad controller code gets the compiler's words, or the app's crash.
@Suite struct BadControllerCodeTests {
    func compile(_ source: String) -> String {
        let repl = SwiftREPL(modules: UIKitPrelude.modules)
        _ = repl.evaluate("import UIKit")
        return repl.evaluate(source, fileName: "ViewController.swift").output
    }

    @Test func aSelectorTargetWithoutObjc() {
        let output = compile("""
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            func keyboardWillShow(_ notification: Notification) {}
        }
        """)
        #expect(output.contains("error: argument of '#selector' refers to instance method 'keyboardWillShow(_:)' that is not exposed to Objective-C"))
    }

    @Test func aSelectorNamingNoMethod() {
        let output = compile("""
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShw),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
        }
        """)
        #expect(output.contains("error: cannot find 'keyboardWillShw' in scope"))
    }

    @Test func aMisspelledKey() {
        let output = compile("let key = UIResponder.keyboardFrameEndUserInfoKy")
        #expect(output.contains("error: type 'UIResponder' has no member 'keyboardFrameEndUserInfoKy'"))
    }

    @Test func forcingAMissingKeyCrashesTheApp() throws {
        let source = """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: NSNotification) {
                let frame = notification.userInfo!["UIKeyboardFrameEndUserInfoKeyy"] as! NSValue
                view.frame.origin.y = -frame.cgRectValue.height
            }
        }
        """
        var screen = try ControllerScreen(source)
        let trace = screen.apply(.focus("nickname"))
        #expect(notes(trace.steps).contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value  (ViewController.swift:8 in ViewController.keyboardWillShow(_:))"))
        #expect(screen.root.y == 0)
    }
}
