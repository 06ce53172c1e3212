import Testing
import KeyboardSim
import SimUIKit

/// `UIScreen.main.bounds` (deprecated in iOS 16, still in most published
/// keyboard code) is the device's screen, upright or sideways.
@Suite struct UIScreenMainTests {
    static let source = """
    class ViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            view.frame.origin.y = frame.minY - UIScreen.main.bounds.height
        }
    }
    """

    @Test(arguments: [("iphone-8", 258.0), ("iphone-x", 335.0), ("ipad", 313.0)])
    func screenHeightLessKeyboardTop(device: String, keyboard: Double) throws {
        var screen = try ControllerScreen(Self.source, device: device)
        screen.apply(.focus("nickname"))
        #expect(screen.root.y == -keyboard)
    }

    @Test func sideways() throws {
        var screen = try ControllerScreen(Self.source, device: "iphone-8")
        screen.apply(.rotate(to: .landscape))
        screen.apply(.focus("email"))
        #expect(screen.root.y == -194)
    }
}
