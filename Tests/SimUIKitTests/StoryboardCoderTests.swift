import Testing
import KeyboardSim
import SimUIKit

/// Controllers and views a storyboard makes through `init?(coder:)`, and the
/// UIKit around published keyboard screens that `:strategy code` must accept:
/// alerts, steppers and segmented controls, a text view's insets, life-cycle
/// notifications. Numbers are for an iPhone 8 (keyboard
/// 258 high, its top at 667 − 258 = 409; no bottom safe area).
@Suite struct StoryboardCoderTests {
    static let notes = """
    import UIKit

    /// The app's text view: its setup runs in init(coder:), as the storyboard makes it.
    class NoteTextView: UITextView {
        var themed = false
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            themed = true
        }
    }

    class NotesViewController: UIViewController, UITextViewDelegate {
        @IBOutlet var body: NoteTextView!
        @IBOutlet weak var fontSize: UIStepper!
        @IBOutlet weak var mode: UISegmentedControl!
        var madeByCoder = false
        var alerts = 0

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            madeByCoder = true
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(adjustForKeyboard), name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(self, selector: #selector(adjustForKeyboard), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: #selector(save), name: UIApplication.willResignActiveNotification, object: nil)
            fontSize.value = 17
            mode.selectedSegmentIndex = 1
            body.text = "Hi 😀"
        }

        @objc func save() {}

        @objc func adjustForKeyboard(notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let end = view.convert(value.cgRectValue, from: view.window)
            if notification.name == UIResponder.keyboardWillHideNotification {
                body.contentInset = .zero
            } else {
                body.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: end.height - view.safeAreaInsets.bottom, right: 0)
                if !isMovingFromParent, let first = view.subviews.first as? NoteTextView, first === body {
                    let alert = UIAlertController(title: "Draft", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                    alerts += 1
                }
            }
            body.scrollIndicatorInsets = body.contentInset
            body.scrollRangeToVisible(body.selectedRange)
        }
    }

    func probe() -> String {
        guard let c = _keylabController as? NotesViewController else { return "none" }
        return ["\\(c.madeByCoder)", "\\(c.body.themed)", "\\(c.body.contentInset.bottom)",
                "\\(c.body.scrollIndicatorInsets.bottom)", "\\(c.body.selectedRange.location)",
                "\\(c.fontSize.value)", "\\(c.mode.selectedSegmentIndex)", "\\(c.alerts)",
                (c.presentedViewController as? UIAlertController)?.actions.first?.title ?? "-"].joined(separator: "|")
    }
    """

    static func notesScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textview, name: "body", frame: Rect(x: 0, y: 20, width: 375, height: 600), parent: "view")
        try sim.addView(kind: .view, name: "fontSize", frame: Rect(x: 20, y: 625, width: 94, height: 29), parent: "view")
        try sim.addView(kind: .view, name: "mode", frame: Rect(x: 150, y: 625, width: 200, height: 29), parent: "view")
    }

    @Test func aStoryboardScreenIsMadeThroughInitCoderAndItsTextViewKeepsItsInsets() throws {
        var screen = try ControllerScreen(Self.notes, build: Self.notesScene)
        #expect(screen.binding.outlets.mismatches.isEmpty)
        #expect(screen.repl.call(function: "probe", arguments: []).value
            == .string("true|true|0.0|0.0|5|17.0|1|0|-"))
        screen.apply(.focus("body"))
        // Shown: the inset is the keyboard's height, 258 − 0 (no bottom safe area); the caret
        // sits after "Hi 😀", 5 UTF-16 units (the emoji takes two); one alert, its button "OK".
        #expect(screen.repl.call(function: "probe", arguments: []).value
            == .string("true|true|258.0|258.0|5|17.0|1|1|OK"))
        screen.apply(.dismiss)
        // Hiding posts keyboardWillChangeFrame first (a second alert), then keyboardWillHide,
        // which sets the insets back to zero.
        #expect(screen.repl.call(function: "probe", arguments: []).value
            == .string("true|true|0.0|0.0|5|17.0|1|2|OK"))
    }

    @Test func aControllerWhoseInitCoderFailsStopsAsTheAppWould() throws {
        let failing = """
        import UIKit
        class BrokenViewController: UIViewController {
            required init?(coder: NSCoder) {
                return nil
            }
        }
        """
        #expect(throws: (any Error).self) { try ControllerScreen(failing, build: { _ in }) }
    }
}
