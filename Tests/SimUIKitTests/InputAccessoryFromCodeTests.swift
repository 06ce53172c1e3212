import Foundation
import Testing
import KeyboardSim
import SimUIKit

/// `field.inputAccessoryView = bar` in the learner's code gives the field an
/// accessory as `:accessory` does: the bar's height becomes part of the
/// keyboard's frame the handlers read; and `:accessory` shows in the code.
@Suite struct InputAccessoryFromCodeTests {
    static let source = """
    class ChatViewController: UIViewController {
        @IBOutlet weak var message: UITextField!
        var heights: [CGFloat] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            let bar = UIToolbar()
            bar.sizeToFit()
            message.inputAccessoryView = bar
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func keyboardWillShow(_ note: Notification) {
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            heights += [end.height, message.inputAccessoryView?.frame.height ?? -1]
        }
    }
    """

    static func chat(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "message", frame: Rect(x: 16, y: 600, width: 343, height: 36), parent: "view")
    }

    static func heights(_ screen: ControllerScreen) -> String {
        screen.repl.evaluate("print((_keylabController as? ChatViewController)?.heights ?? [])").output
    }

    @Test func theBarSetInCodeIsPartOfTheKeyboardsFrame() throws {
        var screen = try ControllerScreen(Self.source, device: "iphone-x", build: Self.chat)
        #expect(screen.sim.view(named: "message")?.accessoryHeight == 44)
        screen.apply(.focus("message"))
        // The iPhone X keyboard (335) with the 44-point toolbar on top of it.
        #expect(Self.heights(screen) == "[379.0, 44.0]\n")
    }

    @Test func theSceneCommandShowsInTheCode() throws {
        var screen = try ControllerScreen(Self.source, device: "iphone-x", build: Self.chat)
        try screen.sim.setAccessory("message", height: 60)
        screen.apply(.focus("message"))
        #expect(Self.heights(screen) == "[395.0, 60.0]\n")
    }

    @Test func removingTheBarInCodeRemovesItFromTheKeyboard() throws {
        let source = Self.source.replacingOccurrences(of: "message.inputAccessoryView = bar",
                                                      with: "message.inputAccessoryView = bar\n        message.inputAccessoryView = nil")
        var screen = try ControllerScreen(source, device: "iphone-x", build: Self.chat)
        screen.apply(.focus("message"))
        #expect(Self.heights(screen) == "[335.0, -1.0]\n")
    }
}
