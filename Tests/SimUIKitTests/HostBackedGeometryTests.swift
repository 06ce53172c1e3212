import Testing
import KeyboardSim
import SimUIKit

/// The views' geometry is host-backed (ControllerBinding+ViewProperties.swift):
/// a getter reads keylab's scene as it is now and a setter changes it at
/// once, so what one line sets the next line reads, as in UIKit, and nothing
/// the scene holds is overwritten by a stale copy in the prelude's views.
@Suite struct HostBackedGeometryTests {
    /// iPhone X: 375 × 812, safe area 44 at the top and 34 at the bottom.
    static func fullScreenScroll(_ sim: inout Simulation) throws {
        try sim.addView(kind: .scrollview, name: "scrollView", frame: Rect(x: 0, y: 0, width: 375, height: 812), parent: "view")
    }

    @Test func adjustedContentInsetFollowsTheBehaviourSetOnTheLineBefore() throws {
        let source = """
            class ViewController: UIViewController {
                @IBOutlet weak var scrollView: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.alwaysBounceVertical = true
                    print("automatic", scrollView.adjustedContentInset.top, scrollView.adjustedContentInset.bottom)
                    scrollView.contentInsetAdjustmentBehavior = .never
                    print("never", scrollView.adjustedContentInset.top, scrollView.adjustedContentInset.bottom)
                    scrollView.contentInset.bottom = 20
                    print("inset", scrollView.adjustedContentInset.bottom)
                }
            }
            """
        let screen = try ControllerScreen(source, device: "iphone-x", build: Self.fullScreenScroll)
        let lines = notes(screen.installSteps)
        // `.automatic` and a view that bounces vertically: the safe area joins the inset, 44 and 34.
        #expect(lines.contains("print: automatic 44.0 34.0"))
        // `.never`: at once nothing is added (before, the prelude kept the 44 and 34 it was given).
        #expect(lines.contains("print: never 0.0 0.0"))
        #expect(lines.contains("print: inset 20.0"))
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 20)
        #expect(screen.sim.view(named: "scrollView")?.adjustsForSafeArea == false)
    }

    @Test func aHandlerMovingAFieldLeavesTheScenesKeyboardTypeAlone() throws {
        let source = """
            class ViewController: UIViewController {
                @IBOutlet weak var nickname: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    nickname.frame.origin.y -= 100
                }
            }
            """
        var screen = try ControllerScreen(source) { sim in
            try ControllerScreen.signUpForm(&sim)
            try sim.setKeyboardType("nickname", .numberPad)
        }
        screen.apply(.focus("nickname"))
        // The field was at 667 − 120 = 547; the handler lifts it by 100 → 447.
        #expect(screen.sim.frame(of: "nickname")?.y == 447)
        // Before, reading the moved field back also wrote the prelude's `.default` over the scene's number pad.
        #expect(screen.sim.inputs.keyboardTypes["nickname"] == .numberPad)
    }

    /// A frame set between events (an entry at the prompt, through a global the
    /// controller set) reaches the scene before the next piece of code runs.
    @Test func aFrameSetAtThePromptReachesTheSceneAtTheNextEvent() throws {
        let source = """
            var shown: ViewController? = nil

            class ViewController: UIViewController {
                @IBOutlet weak var nickname: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    shown = self
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    print("nickname at", nickname.frame.origin.y)
                }
            }
            """
        var screen = try ControllerScreen(source)
        #expect(!screen.repl.evaluate("shown?.nickname.frame.origin.y = 300").failed)
        // Read back at the prompt: the value just set.
        #expect(screen.repl.evaluate("print(shown!.nickname.frame.origin.y)").output == "300.0\n")
        let trace = screen.apply(.focus("email"))
        // The handler reads the scene, which took the prompt's 300 before the handler ran
        // (before, the write stayed in the prelude's view: the scene kept 667 − 120 = 547).
        #expect(notes(trace.steps).contains("print: nickname at 300.0"))
        #expect(screen.sim.frame(of: "nickname")?.y == 300)
    }
}
