import Testing
import KeyboardSim
import SimUIKit
import SwiftSubset

/// The mistakes the articles' readers make get the compiler's (or the app's)
/// words, and keylab goes on.
@Suite struct ControllerMistakesOnScreenTests {
    /// A controller whose WillShow handler is `body`, registered with `selector`.
    static func controller(handlerAttribute: String = "@objc ", selector: String = "#selector(keyboardWillShow(_:))",
                           body: String = "print(\"fired\")", removesInWillDisappear: Bool = true) -> String {
        """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: \(selector),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                \(removesInWillDisappear ? "NotificationCenter.default.removeObserver(self)" : "")
            }

            \(handlerAttribute)func keyboardWillShow(_ notification: NSNotification) {
                \(body)
            }
        }
        """
    }

    /// What loading `source` after `import UIKit` prints.
    static func compile(_ source: String) -> (failed: Bool, output: String) {
        let repl = SwiftREPL(modules: UIKitPrelude.modules)
        _ = repl.evaluate("import UIKit")
        let r = repl.evaluate(source, fileName: "ViewController.swift")
        return (r.failed, r.output)
    }

    @Test func aSelectorTargetWithoutObjcIsSwiftcsError() {
        let r = Self.compile(Self.controller(handlerAttribute: ""))
        #expect(r.failed)
        #expect(r.output.contains("error: argument of '#selector' refers to instance method 'keyboardWillShow(_:)' that is not exposed to Objective-C"))
        #expect(r.output.contains("note: add '@objc' to expose this instance method to Objective-C"))
    }

    @Test func aSelectorNamingNoMethodIsSwiftcsError() {
        let r = Self.compile(Self.controller(selector: "#selector(keyboardWillAppear(_:))"))
        #expect(r.failed)
        #expect(r.output.contains("error: cannot find 'keyboardWillAppear' in scope"))
    }

    @Test func aMisspelledKeyIsSwiftcsError() {
        // swiftc 6.3 on the same line with UIResponder declared: "type 'UIResponder' has no member …".
        let r = Self.compile(Self.controller(body: "let f = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKeys]"))
        #expect(r.failed)
        #expect(r.output.contains("error: type 'UIResponder' has no member 'keyboardFrameEndUserInfoKeys'"))
    }

    @Test func asBangOnAMissingKeyIsTheAppsCrashAndTheSceneStays() throws {
        let source = Self.controller(body: """
        let height = (notification.userInfo?["UIKeyboardFrameEndUserInfoKeys"] as! NSValue).cgRectValue.height
                self.view.frame.origin.y -= height
        """)
        var screen = try ControllerScreen(source)
        let trace = screen.apply(.focus("nickname"))
        let said = notes(trace.steps)
        // swiftc's program stops with this message for `nil as! T` (checked with swiftc 6.3).
        #expect(said.contains { $0.contains("Unexpectedly found nil while unwrapping an Optional value")
                                && $0.contains("ViewController.swift:") && $0.contains("keyboardWillShow") })
        #expect(said.contains { $0.contains("the app would crash here") })
        #expect(screen.root.y == 0)
        // The session goes on: the next event runs.
        let next = screen.apply(.dismiss)
        #expect(next.error == nil)
    }

    @Test(arguments: [true, false])
    func anObserverNeverRemovedStillFiresAfterTheScreenDisappears(removes: Bool) throws {
        var screen = try ControllerScreen(Self.controller(removesInWillDisappear: removes))
        let shown = screen.apply(.focus("nickname"))
        #expect(notes(shown.steps).contains("print: fired"))
        _ = screen.apply(.dismiss)
        _ = screen.apply(.screenDisappear)
        // Another screen's field brings the keyboard up: UIKit posts the
        // notification to every observer still registered.
        let later = screen.apply(.keyboardShow)
        #expect(notes(later.steps).contains("print: fired") == !removes)
    }
}
