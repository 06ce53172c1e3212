import Testing
import KeyboardSim
import SimUIKit

/// SnapKit constraints hold their views, as anchors' constraints do: a
/// `snp.makeConstraints` on a view made in code, before `addSubview`, places
/// the view once it is on the screen. iPhone 8: 375 × 667, no safe area at the
/// bottom, keyboard 258 high (its top at 667 − 258 = 409).
@Suite struct SnapKitCodeViewTests {
    /// A chat screen in the style of shipped apps: views in `lazy var`s, the
    /// constraints in a setup method viewDidLoad calls before adding the views,
    /// and the bar's bottom moved by the keyboard's height in `updateConstraints`.
    static let chat = """
        import SnapKit

        class ChatViewController: UIViewController {
            lazy var inputBar: UIToolbar = {
                let bar = UIToolbar()
                bar.accessibilityIdentifier = "composer"
                return bar
            }()
            lazy var messageField = UITextField(frame: CGRect(x: 8, y: 7, width: 300, height: 30))

            override func viewDidLoad() {
                super.viewDidLoad()
                setupConstraints()
                inputBar.addSubview(messageField)
                view.addSubview(inputBar)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                       name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            private func setupConstraints() {
                inputBar.snp.makeConstraints { make in
                    make.leading.trailing.equalTo(view)
                    make.height.equalTo(44)
                    make.bottom.equalTo(view.safeAreaLayoutGuide)
                }
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let height = frame.cgRectValue.height
                inputBar.snp.updateConstraints { make in
                    make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-height)
                }
                UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
            }

            @objc func keyboardWillHide(_ notification: Notification) {
                inputBar.snp.updateConstraints { make in
                    make.bottom.equalTo(view.safeAreaLayoutGuide).offset(0)
                }
                UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
            }
        }
        """

    @Test func constraintsMadeBeforeAddSubviewPlaceTheBarAndTheKeyboardMovesIt() throws {
        var screen = try ControllerScreen(Self.chat) { _ in }
        let lines = notes(screen.installSteps)
        // Named by the property that holds it, not by its accessibilityIdentifier.
        #expect(screen.sim.view(named: "inputBar")?.kind == .toolbar)
        #expect(screen.sim.view(named: "messageField")?.parent == "inputBar")
        // Before, the closure named the bar before it was on the screen: "not on keylab's screen".
        #expect(!screen.installSteps.contains(.engineNote(.foreignViewConstrained)))
        // SnapKit turns the autoresizing translation off itself: no conflict report.
        #expect(!lines.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints") })
        // Keyboard down: bottom = safe.bottom = 667, height 44 → y 623, leading/trailing = the view's → 375 wide.
        #expect(screen.sim.frame(of: "inputBar") == Rect(x: 0, y: 623, width: 375, height: 44))
        screen.apply(.focus("messageField"))
        #expect(screen.sim.firstResponder == "messageField")
        // Keyboard up: bottom = 667 − 258 = 409 → y 409 − 44 = 365.
        #expect(screen.sim.frame(of: "inputBar")?.y == 365)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "inputBar")?.y == 623)
    }

    /// SnapKit's own rule: `equalToSuperview()` on a view with no superview yet stops the app.
    @Test func equalToSuperviewBeforeAddSubviewStopsAsSnapKitDoes() throws {
        let source = """
            import SnapKit

            class ViewController: UIViewController {
                let bar = UIToolbar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview()
                    }
                    view.addSubview(bar)
                }
            }
            """
        let screen = try ControllerScreen(source) { _ in }
        #expect(notes(screen.installSteps).contains { $0.contains("Expected superview but found nil when attempting make constraint `equalToSuperview`.") })
        #expect(screen.binding.lastCrash?.line == 8)
    }
}
