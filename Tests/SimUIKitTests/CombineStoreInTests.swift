import Testing
import KeyboardSim
import SimUIKit

/// `store(in: &cancellables)` with `Set<AnyCancellable>`, the way Combine code keeps its
/// subscriptions: the handlers move the root view as the built-in `shift-view` does, and stop
/// when the controller (and with it the set) is released.
@Suite struct CombineStoreInTests {
    static let source = """
    import Combine

    class ViewController: UIViewController {
        var cancellables = Set<AnyCancellable>()
        var isKeyboard = false

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                .sink { [weak self] notification in
                    guard let self = self, !self.isKeyboard else { return }
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    self.view.frame.origin.y -= frame.height
                    self.isKeyboard = true
                    print("shown")
                }
                .store(in: &cancellables)
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                .sink { [weak self] notification in
                    guard let self = self, self.isKeyboard else { return }
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    self.view.frame.origin.y += frame.height
                    self.isKeyboard = false
                }
                .store(in: &cancellables)
        }
        deinit { print("deinit ViewController") }
    }
    """

    @Test(arguments: ["iphone-8", "iphone-x"])
    func storedSubscriptionsGiveTheBuiltInFrames(device: String) throws {
        let (code, builtIn) = try ShiftViewControllerTests.rootYs(Self.source, device: device,
                                                                  events: ShiftViewControllerTests.events)
        #expect(code == builtIn)
        // iPhone 8: the 258 pt keyboard shifts the root up once, the hide brings it back.
        if device == "iphone-8" { #expect(Array(code.prefix(3)) == [-258, -258, 0]) }
    }

    @Test func theHandlersStopWhenTheControllerIsReleased() throws {
        var screen = try ControllerScreen(Self.source + "\nclass QuietController: UIViewController {}\n",
                                          className: "ViewController")
        #expect(notes(screen.apply(.focus("nickname")).steps).contains("print: shown"))
        screen.apply(.dismiss)
        let next = ControllerBinding(repl: screen.repl)
        let steps = try next.install(className: "QuietController", in: &screen.sim).get()
        // `[weak self]` lets the controller go; its set releases the AnyCancellables, which cancel.
        #expect(notes(steps).contains("print: deinit ViewController"))
        #expect(!notes(screen.apply(.focus("nickname")).steps).contains("print: shown"))
    }
}
