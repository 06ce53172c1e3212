import Testing
import KeyboardSim
import SimUIKit

/// `for await` over `NotificationCenter.default.notifications(named:)` in a task started in
/// `viewDidLoad`: the loops wait between notifications, and each body runs once the code that
/// posted the notification has returned, moving the root view as the built-in `shift-view` does.
@Suite struct NotificationSequenceTests {
    static let source = """
    class ViewController: UIViewController {
        var isKeyboard = false

        override func viewDidLoad() {
            super.viewDidLoad()
            Task {
                for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification) {
                    guard !isKeyboard, let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
                    view.frame.origin.y -= frame.height
                    isKeyboard = true
                    print("shown")
                }
            }
            Task { @MainActor in
                for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillHideNotification) {
                    guard isKeyboard, let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
                    view.frame.origin.y += frame.height
                    isKeyboard = false
                }
            }
        }
    }
    """

    @Test(arguments: ["iphone-8", "iphone-x"])
    func forAwaitLoopsGiveTheBuiltInFrames(device: String) throws {
        let (code, builtIn) = try ShiftViewControllerTests.rootYs(Self.source, device: device,
                                                                  events: ShiftViewControllerTests.events)
        #expect(code == builtIn)
        if device == "iphone-8" { #expect(Array(code.prefix(3)) == [-258, -258, 0]) }
    }

    @Test func theLoopBodyRunsForEachShow() throws {
        var screen = try ControllerScreen(Self.source)
        #expect(notes(screen.apply(.focus("nickname")).steps).contains("print: shown"))
        screen.apply(.dismiss)
        #expect(notes(screen.apply(.focus("nickname")).steps).contains("print: shown"))
    }
}
