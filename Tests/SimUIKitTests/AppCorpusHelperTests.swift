import Testing
import KeyboardSim
import SimUIKit

/// More controllers in shipped-app style, using what real apps' keyboard code
/// needed beyond the first corpus: a plain Swift keyboard helper observed by
/// selector, `asyncAfter(deadline: .now() + 0.3)`, a property whose type is
/// declared further down, `required init?(coder:)`. Numbers for an iPhone 8
/// (keyboard 258 high, top at 667 − 258 = 409) and an iPhone X (keyboard 335
/// high with the predictive bar, top at 812 − 335 = 477; bottom safe area 34).
@Suite struct AppCorpusHelperTests {
    // MARK: - A chat screen whose keyboard code lives in a helper class

    static let chat = """
    import UIKit

    final class ChatViewController: UIViewController {
        @IBOutlet weak var messageField: UITextField!
        @IBOutlet weak var inputBar: UIView!
        @IBOutlet weak var inputBarBottom: NSLayoutConstraint!

        // The helper's class is declared below this controller.
        private let keyboard = KeyboardObserver()
        private(set) var scrolledToEnd = 0
        private(set) var madeFromStoryboard = false

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            madeFromStoryboard = true
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            keyboard.onChange = { [weak self] height, duration in
                self?.moveInputBar(by: height, duration: duration)
            }
            keyboard.start()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            keyboard.stop()
        }

        private func moveInputBar(by height: CGFloat, duration: TimeInterval) {
            inputBarBottom.constant = -height
            UIView.animate(withDuration: duration) {
                self.view.layoutIfNeeded()
            }
            // Scroll the messages once the bar has settled.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
                self?.scrolledToEnd += 1
            }
        }
    }

    /// The app's keyboard helper: a plain Swift class, no NSObject.
    final class KeyboardObserver {
        var onChange: ((CGFloat, TimeInterval) -> Void)?

        func start() {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        func stop() {
            NotificationCenter.default.removeObserver(self)
        }

        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
            // Hidden when the frame starts at or below the screen's bottom.
            let visible = end.minY < UIScreen.main.bounds.height
            onChange?(visible ? end.height : 0, duration)
        }
    }

    func probe() -> String {
        guard let c = _keylabController as? ChatViewController else { return "none" }
        return "\\(c.madeFromStoryboard) \\(c.scrolledToEnd)"
    }
    """

    static func chatScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .view, name: "inputBar", frame: Rect(x: 0, y: 623, width: 375, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "messageField", frame: Rect(x: 8, y: 6, width: 359, height: 32), parent: "inputBar")
        let pin = try sim.pin("inputBar", .bottom, to: .safe, .bottom, constant: 0)
        try sim.namePin(id: pin.id, "inputBarBottom")
        _ = try sim.pinSize("inputBar", .height, 44)
    }

    @Test func theHelperMovesTheInputBarOverTheKeyboard() throws {
        var screen = try ControllerScreen(Self.chat, build: Self.chatScene)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("true 0"))
        // Resting: 667 − 44 = 623.
        #expect(screen.sim.frame(of: "inputBar")?.y == 623)
        screen.apply(.focus("messageField"))
        // Shown: the bar's bottom is the keyboard's top, 409, so y = 409 − 44 = 365; the
        // main-queue block ran once after the handler.
        #expect(screen.sim.frame(of: "inputBar")?.y == 365)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("true 1"))
        screen.apply(.dismiss)
        // Hidden: end.minY = 667 is not above the screen's bottom: back to 623.
        #expect(screen.sim.frame(of: "inputBar")?.y == 623)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("true 2"))
    }

    @Test func onAnIPhoneXTheBarRidesTheTallerKeyboard() throws {
        var screen = try ControllerScreen(Self.chat, device: "iphone-x", build: Self.chatScene)
        // Resting: safe bottom 812 − 34 = 778, so y = 778 − 44 = 734.
        #expect(screen.sim.frame(of: "inputBar")?.y == 734)
        screen.apply(.focus("messageField"))
        // The constant is −335 from the safe area's bottom: 778 − 335 = 443, y = 399. The app
        // forgets the safe area, so the bar floats 477 − 443 = 34 pt over the keyboard, as on a device.
        #expect(screen.sim.frame(of: "inputBar")?.y == 399)
    }
}
