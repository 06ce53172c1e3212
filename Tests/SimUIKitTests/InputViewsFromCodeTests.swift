import Testing
import KeyboardSim
import SimUIKit

/// Input views from the learner's own controller: a field's `inputView`,
/// `reloadInputViews()`, and the controller's own `inputAccessoryView` with
/// `canBecomeFirstResponder` (the chat composer). Sources as in
/// KeyboardSimTests/InputViewsTests (Apple's pages; InputBarAccessoryView
/// #21; wikipedia-ios PR #2848; MessageKit #977).
@Suite struct InputViewsFromCodeTests {
    static func scene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "date", frame: Rect(x: 20, y: 200, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textview, name: "composer", frame: Rect(x: 8, y: 8, width: 300, height: 34), parent: "view")
    }

    @Test func aPickerAsInputViewAndItsReload() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var date: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                date.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
            }

            func shrink() {
                date.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
                date.reloadInputViews()
            }
        }
        """
        var screen = try ControllerScreen(source, build: Self.scene)
        #expect(screen.sim.inputs.inputViews["date"] == 300)
        let t = screen.apply(.focus("date"))
        // 667 − 300 = 367.
        #expect(t.notifications.first?.userInfo.frameEnd == Rect(x: 0, y: 367, width: 375, height: 300))
    }

    @Test func theChatComposerBarStaysAtTheBottom() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var composer: UITextView!
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))

            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { bar }

            override func viewDidLoad() {
                super.viewDidLoad()
                if let composer { bar.addSubview(composer) }
            }
        }
        """
        var screen = try ControllerScreen(source, build: Self.scene)
        // As it appears, the controller becomes first responder: the bar at (0, 617, 375, 50).
        #expect(screen.sim.inputs.controllerAccessory == 50)
        #expect(screen.sim.inputs.composer == "composer")
        #expect(screen.sim.keyboardFrame == Rect(x: 0, y: 617, width: 375, height: 50))
        let up = screen.apply(.focus("composer"))
        #expect(up.notifications.first?.userInfo.frameEnd == Rect(x: 0, y: 359, width: 375, height: 308))
        let down = screen.apply(.dismiss)
        #expect(down.notifications.map(\.name.rawValue).contains("keyboardWillHide"))
        #expect(screen.sim.keyboardFrame == Rect(x: 0, y: 617, width: 375, height: 50))
    }

    @Test func withoutCanBecomeFirstResponderNoBarComes() throws {
        let source = """
        class ViewController: UIViewController {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
            override var inputAccessoryView: UIView? { bar }
        }
        """
        let screen = try ControllerScreen(source, build: Self.scene)
        #expect(screen.sim.inputs.controllerAccessory == nil)
        #expect(screen.sim.keyboardFrame == nil)
    }
}

/// `UIAccessibility.isReduceMotionEnabled` in a keyboard handler follows
/// `:keyboard reduce-motion` (ReduceMotionTests for the frames).
@Suite struct ReduceMotionFromCodeTests {
    @Test func aHandlerReadsTheSettingAndTheEmptyEndFrame() throws {
        let source = """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                print("reduce", UIAccessibility.isReduceMotionEnabled, "height", end.height)
            }
        }
        """
        var screen = try ControllerScreen(source)
        screen.apply(.reduceMotion(true))
        let on = screen.apply(.focus("nickname"))
        #expect("\(on.steps)".contains("reduce true height 0.0"))
        screen.apply(.dismiss)
        screen.apply(.reduceMotion(false))
        let off = screen.apply(.focus("nickname"))
        #expect("\(off.steps)".contains("reduce false height 258.0"))
    }
}

/// `field.keyboardType = .numberPad` from the learner's code: the pad's
/// plain height (≈, no source: KeyboardSimTests/KeyboardTypeTests).
@Suite struct KeyboardTypeFromCodeTests {
    @Test func aNumberPadFromViewDidLoad() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var nickname: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                nickname.keyboardType = .numberPad
            }
        }
        """
        var screen = try ControllerScreen(source)
        #expect(screen.sim.inputs.keyboardTypes["nickname"] == .numberPad)
        let t = screen.apply(.focus("nickname"))
        // iPhone 8: 216 at 451 instead of 258 at 409.
        #expect(t.notifications.first?.userInfo.frameEnd == Rect(x: 0, y: 451, width: 375, height: 216))
    }
}
