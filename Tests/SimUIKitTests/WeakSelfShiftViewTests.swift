import Testing
import KeyboardSim
import SimUIKit

/// The usual `[weak self]` keyboard handler, `self?.view.frame.origin.y -= h`
/// through the implicitly unwrapped `view` (swiftc accepts it as written).
@Suite struct WeakSelfShiftViewTests {
    static let source = """
    class ViewController: UIViewController {
        var isKeyboard = false

        override func viewDidLoad() {
            super.viewDidLoad()
            let center = NotificationCenter.default
            _ = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] n in
                guard self?.isKeyboard == false else { return }
                guard let frame = n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let keyboardHeight = frame.height
                self?.view.frame.origin.y -= keyboardHeight
                self?.isKeyboard = true
            }
            _ = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] n in
                guard self?.isKeyboard == true else { return }
                guard let frame = n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                self?.view.frame.origin.y += frame.height
                self?.isKeyboard = false
            }
        }
    }
    """

    @Test(arguments: ["iphone-8", "iphone-x"])
    func aWeakSelfHandlerGivesTheBuiltInFrames(device: String) throws {
        let (code, builtIn) = try ShiftViewControllerTests.rootYs(Self.source, device: device,
                                                                 events: ShiftViewControllerTests.events)
        #expect(code == builtIn)
        // iPhone 8: the 258 pt keyboard shifts the root up once, the hide brings it back.
        if device == "iphone-8" { #expect(Array(code.prefix(3)) == [-258, -258, 0]) }
    }
}
