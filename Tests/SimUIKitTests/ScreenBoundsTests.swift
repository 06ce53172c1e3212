import Testing
import KeyboardSim
import SimUIKit

/// `UIScreen.main.bounds` is the whole screen, not the app's window (Apple's
/// `UIScreen.bounds` page; KUIKeyboard #6 / PR #7): in Slide Over, code that
/// places a bar with the screen's height is off by the window's offset.
@Suite struct ScreenBoundsTests {
    static let source = """
    class ViewController: UIViewController {
        @IBOutlet weak var notes: UITextField!
        var seen: [CGFloat] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func keyboardWillShow(_ note: Notification) {
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let screen = UIScreen.main.bounds
            seen = [screen.width, screen.height, view.bounds.height, screen.height - end.minY]
        }
    }
    """

    static func seen(_ screen: ControllerScreen) -> String {
        screen.repl.evaluate("print((_keylabController as? ViewController)?.seen ?? [])").output
    }

    @Test func slideOverScreenBoundsAreTheScreen() throws {
        var screen = try ControllerScreen(Self.source, device: "ipad") { sim in
            try sim.setWindow(.slideOver)
            try sim.addView(kind: .textfield, name: "notes", frame: Rect(x: 10, y: 900, width: 300, height: 40), parent: "view")
        }
        screen.apply(.focus("notes"))
        // Screen 768 × 1024; the window is 984 high (20 from top and bottom);
        // the keyboard top 1024 − 313 = 711 → 1024 − 711 = 313 with the screen's
        // height, while the window's bottom is only 984 − (711 − 20) = 293 below it.
        #expect(Self.seen(screen) == "[768.0, 1024.0, 984.0, 313.0]\n")
    }

    @Test func fullScreenTheyAgree() throws {
        var screen = try ControllerScreen(Self.source) { sim in
            try sim.addView(kind: .textfield, name: "notes", frame: Rect(x: 20, y: 500, width: 335, height: 40), parent: "view")
        }
        screen.apply(.focus("notes"))
        #expect(Self.seen(screen) == "[375.0, 667.0, 667.0, 258.0]\n")
    }
}

/// In a Stage Manager window the screen's height is further off: the window
/// starts 30 below the screen's top and stops 226 above its bottom (≈ size).
@Suite struct StageManagerScreenBoundsTests {
    @Test func theScreensHeightIsNotTheWindows() throws {
        var screen = try ControllerScreen(ScreenBoundsTests.source, device: "ipad") { sim in
            try sim.setWindow(.stageManager)
            try sim.addView(kind: .textfield, name: "notes", frame: Rect(x: 10, y: 700, width: 300, height: 40), parent: "view")
        }
        screen.apply(.focus("notes"))
        // Screen 768 × 1024, window 768 high; keyboard top 711: 1024 − 711 = 313 from the
        // screen's height, while the window's bottom (798) is only 87 below the keyboard's top.
        #expect(ScreenBoundsTests.seen(screen) == "[768.0, 1024.0, 768.0, 313.0]\n")
    }
}
