import Testing
import KeyboardSim
import SimUIKit
import SwiftSubset

/// A runtime error in a handler is reported as the app's crash; the screen
/// keeps its state from before that notification and the session goes on.
@Suite struct ControllerCrashTests {
    static let source = """
    class ViewController: UIViewController {
        var shifts = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: .main) { n in
                self.keyboardWillShow(n)
            }
        }
        func keyboardWillShow(_ notification: Notification) {
            self.view.frame.origin.y -= 100
            shifts += 1
            let info = notification.userInfo ?? [:]
            let frame = info["UIKeyboardFrameEndUserInfoKeyMisspelled"] as? NSValue
            self.view.frame.origin.y -= frame!.cgRectValue.height
        }
    }
    """

    @Test func aCrashIsReportedAndTheScreenIsKept() throws {
        var screen = try ControllerScreen(Self.source)
        let trace = screen.apply(.focus("nickname"))
        let lines = notes(trace.steps)
        #expect(lines.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value  (ViewController.swift:15 in ViewController.keyboardWillShow(_:))"))
        #expect(lines.contains("the app would crash here: keylab keeps the screen as it was before keyboardWillShow and goes on"))
        // The 100 pt the handler set before the crash is not kept.
        #expect(screen.root.y == 0)
        #expect(screen.binding.lastCrash?.line == 15)
        #expect(screen.binding.lastCrash?.function == "ViewController.keyboardWillShow(_:)")
        // The session goes on: the next event runs the handler again (and crashes again).
        let hide = screen.apply(.dismiss)
        #expect(!notes(hide.steps).contains { $0.hasPrefix("Fatal error") })
        let again = screen.apply(.focus("email"))
        #expect(notes(again.steps).contains { $0.hasPrefix("Fatal error") })
        #expect(screen.repl.evaluate("print(1 + 1)").output == "2\n")
    }

    @Test func anEndlessHandlerIsStoppedByTheStepBudget() throws {
        let source = """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { _ in
                    var n = 0
                    while n >= 0 { n += 1 }
                }
            }
        }
        """
        var screen = try ControllerScreen(source, limits: EvaluationLimits(maxSteps: 100_000))
        screen.apply(.focus("nickname"))
        #expect(screen.binding.lastCrash?.kind == .limit)
        #expect(screen.root.y == 0)
    }
}

extension ControllerCrashTests {
    /// After a crash the views are copied in again: the next handler sees the
    /// screen as it is, not the change the crashed handler made.
    @Test func theNextHandlerSeesTheKeptScreen() throws {
        let source = """
        class ViewController: UIViewController {
            var crashes = true
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: .main) { _ in
                    self.view.frame.origin.y -= 100
                    if self.crashes {
                        self.crashes = false
                        let missing: Int? = nil
                        print(missing!)
                    }
                }
            }
        }
        """
        var screen = try ControllerScreen(source)
        screen.apply(.focus("nickname"))
        #expect(screen.root.y == 0)
        screen.apply(.focus("email"))
        #expect(screen.root.y == -100)
    }
}
