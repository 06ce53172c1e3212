import Testing
import KeyboardSim
import SimUIKit

/// A selector observer that is a Swift class of the app's own, not an
/// NSObject (a keyboard helper the controller holds): on a device its `@objc`
/// method is called, and removing it stops the calls.
@Suite struct PlainClassObserverTests {
    static let source = """
    import UIKit

    class ViewController: UIViewController {
        // Declared before the helper's class: declaration order does not matter.
        let helper = KeyboardHelper()
        override func viewDidLoad() {
            super.viewDidLoad()
            helper.start()
        }
    }

    /// The app's helper: a plain Swift class.
    final class KeyboardHelper {
        var heights: [CGFloat] = []
        func start() {
            NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        func stop() { NotificationCenter.default.removeObserver(self) }
        @objc func willShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            heights.append(frame.height)
        }
    }

    func heights() -> String {
        guard let c = _keylabController as? ViewController else { return "none" }
        return c.helper.heights.map { "\\($0)" }.joined(separator: ",")
    }
    func stopHelper() { (_keylabController as? ViewController)?.helper.stop() }
    """

    @Test func aPlainSwiftClassObserverIsCalledUntilRemoved() throws {
        var screen = try ControllerScreen(Self.source)
        screen.apply(.focus("nickname"))
        // iPhone 8: the keyboard is 258 high.
        #expect(screen.repl.call(function: "heights", arguments: []).value == .string("258.0"))
        screen.apply(.dismiss)
        screen.apply(.focus("nickname"))
        #expect(screen.repl.call(function: "heights", arguments: []).value == .string("258.0,258.0"))
        _ = screen.repl.call(function: "stopHelper", arguments: [])
        screen.apply(.dismiss)
        screen.apply(.focus("nickname"))
        #expect(screen.repl.call(function: "heights", arguments: []).value == .string("258.0,258.0"))
    }
}
