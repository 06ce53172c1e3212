import Testing
import KeyboardSim
import SimUIKit

/// `adjustedContentInset` is what the scene computes (the safe area added when
/// `contentInsetAdjustmentBehavior` is not `.never`), and the behaviour set in
/// code changes the scene: the "safe area counted twice" bug can be written
/// and seen from the learner's own controller.
@Suite struct InsetAdjustmentFromCodeTests {
    /// Sets the behaviour, then insets by the keyboard's whole height (the bug on an iPhone X).
    static func source(behavior: String) -> String {
        """
        class ViewController: UIViewController {
            @IBOutlet weak var form: UIScrollView!
            var seen: [CGFloat] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                form.contentInsetAdjustmentBehavior = \(behavior)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                seen.append(form.adjustedContentInset.bottom)
                form.contentInset.bottom = end.height
                seen.append(form.adjustedContentInset.bottom)
            }
        }
        """
    }

    static func tallForm(_ sim: inout Simulation) throws {
        try sim.addView(kind: .scrollview, name: "form", frame: Rect(x: 0, y: 0, width: 375, height: 812), parent: "view")
        try sim.setContentHeight("form", 1400)
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 700, width: 335, height: 40), parent: "form")
    }

    static func seen(_ screen: ControllerScreen) -> String {
        screen.repl.evaluate("print((_keylabController as? ViewController)?.seen ?? [])").output
    }

    @Test func automaticAddsTheHomeIndicatorToWhatTheCodeSets() throws {
        var screen = try ControllerScreen(Self.source(behavior: ".automatic"), device: "iphone-x", build: Self.tallForm)
        #expect(screen.sim.view(named: "form")?.adjustsForSafeArea == true)
        screen.apply(.focus("nickname"))
        // 34 pt of home indicator before; 335 + 34 after: the safe area counted twice.
        #expect(Self.seen(screen) == "[34.0, 369.0]\n")
        #expect(screen.sim.adjustedContentInset(of: "form")?.bottom == 369)
    }

    @Test func neverLeavesTheInsetAsTheCodeSetsIt() throws {
        var screen = try ControllerScreen(Self.source(behavior: ".never"), device: "iphone-x", build: Self.tallForm)
        #expect(screen.sim.view(named: "form")?.adjustsForSafeArea == false)
        screen.apply(.focus("nickname"))
        #expect(Self.seen(screen) == "[0.0, 335.0]\n")
        #expect(screen.sim.adjustedContentInset(of: "form")?.bottom == 335)
    }

    @Test func theSceneCommandIsWhatTheCodeReads() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var form: UIScrollView!
        }
        """
        var screen = try ControllerScreen(source, device: "iphone-x", build: { sim in
            try Self.tallForm(&sim)
            try sim.setInsetAdjustment("form", automatic: true)
        })
        screen.apply(.focus("nickname"))
        let r = screen.repl.evaluate("""
        if let f = (_keylabController as? ViewController)?.form {
            print(f.contentInsetAdjustmentBehavior == .never, f.adjustedContentInset.top, f.adjustedContentInset.bottom)
        }
        """)
        // The iPhone X's status bar and notch (44) and home indicator (34).
        #expect(r.output == "false 44.0 34.0\n")
    }
}
