import Testing
import KeyboardSim
import SimUIKit

/// Observers as the learner's code registers them: a forgotten removal
/// still fires after the screen disappears; a doubled registration runs
/// twice; a strong capture keeps a replaced controller alive.
@Suite struct ControllerLifecycleTests {
    /// Registers in viewWillAppear; removes in viewWillDisappear only when `removes` is true.
    static func source(removes: Bool, registrations: Int = 1) -> String {
        """
        class ViewController: UIViewController {
            var token: NSObjectProtocol? = nil
            var shows = 0
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                for _ in 0..<\(registrations) {
                    token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                                   object: nil, queue: nil) { _ in
                        self.shows += 1
                        print("keyboardWillShow \\(self.shows)")
                    }
                }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if \(removes), let token = token { NotificationCenter.default.removeObserver(token) }
            }
        }
        """
    }

    static func printed(_ trace: Trace) -> [String] {
        notes(trace.steps).filter { $0.hasPrefix("print: ") }
    }

    @Test func aForgottenRemovalStillFiresAfterDisappear() throws {
        var screen = try ControllerScreen(Self.source(removes: false))
        screen.apply(.screenDisappear)
        let trace = screen.apply(.keyboardShow)
        #expect(Self.printed(trace) == ["print: keyboardWillShow 1"])
    }

    @Test func aRemovedObserverIsSilentAfterDisappear() throws {
        var screen = try ControllerScreen(Self.source(removes: true))
        let disappear = screen.apply(.screenDisappear)
        #expect(notes(disappear.steps).contains("ViewController.viewWillDisappear(_:)"))
        #expect(notes(disappear.steps).contains("ViewController.viewDidDisappear(_:)"))
        #expect(Self.printed(screen.apply(.keyboardShow)).isEmpty)
    }

    @Test func aDoubledRegistrationRunsTwice() throws {
        var screen = try ControllerScreen(Self.source(removes: true, registrations: 2))
        #expect(Self.printed(screen.apply(.focus("nickname"))) == ["print: keyboardWillShow 1", "print: keyboardWillShow 2"])
    }

    @Test func reappearingRegistersAgain() throws {
        var screen = try ControllerScreen(Self.source(removes: true))
        screen.apply(.screenDisappear)
        let appear = screen.apply(.screenAppear)
        #expect(notes(appear.steps).contains("ViewController.viewWillAppear(_:)"))
        #expect(Self.printed(screen.apply(.keyboardShow)) == ["print: keyboardWillShow 1"])
    }

    static let withDeinit = """
    class ViewController: UIViewController {
        var strong = true
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: .main) { _ in
                print("still here: \\(self.strong)")
            }
        }
        deinit { print("deinit ViewController") }
    }
    class QuietController: UIViewController {
        deinit { print("deinit QuietController") }
    }
    """

    @Test func aStrongCaptureKeepsAReplacedControllerAlive() throws {
        var screen = try ControllerScreen(Self.withDeinit, className: "ViewController")
        let next = ControllerBinding(repl: screen.repl)
        let steps = try next.install(className: "QuietController", in: &screen.sim).get()
        #expect(!notes(steps).contains("print: deinit ViewController"))
        // The old controller's block still runs: the center holds it, and it holds the controller.
        #expect(Self.printed(screen.apply(.focus("nickname"))) == ["print: still here: true"])
    }

    @Test func aControllerNobodyHoldsIsDeinitializedWhenReplaced() throws {
        var screen = try ControllerScreen(Self.withDeinit, className: "QuietController")
        let next = ControllerBinding(repl: screen.repl)
        let steps = try next.install(className: "ViewController", in: &screen.sim).get()
        let lines = notes(steps)
        #expect(lines.contains("print: deinit QuietController"))
        // Replacing calls the old controller's disappearance first.
        #expect(lines.firstIndex(of: "QuietController.viewWillDisappear(_:)").map { $0 < (lines.firstIndex(of: "print: deinit QuietController") ?? 0) } == true)
    }

    @Test func rotationCallsViewWillTransition() throws {
        let source = """
        class ViewController: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                print("to \\(size.width) x \\(size.height)")
            }
        }
        """
        var screen = try ControllerScreen(source)
        #expect(Self.printed(screen.apply(.rotate(to: .landscape))) == ["print: to 667.0 x 375.0"])
    }

    @Test func theClassIsChosenOrNamed() throws {
        #expect(throws: ControllerError.ambiguous(["QuietController", "ViewController"])) {
            _ = try ControllerScreen(Self.withDeinit)
        }
        #expect(throws: ControllerError.unknownClass("Nope", candidates: ["QuietController", "ViewController"])) {
            _ = try ControllerScreen(Self.withDeinit, className: "Nope")
        }
    }
}

extension ControllerLifecycleTests {
    static let weakSource = """
    class ViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: .main) { [weak self] _ in
                guard let self = self else { return }
                print("shown in \\(self.view.frame.width)")
            }
        }
        deinit { print("deinit ViewController") }
    }
    class QuietController: UIViewController {}
    """

    @Test func aWeakCaptureLetsAReplacedControllerGo() throws {
        var screen = try ControllerScreen(Self.weakSource, className: "ViewController")
        #expect(Self.printed(screen.apply(.focus("nickname"))) == ["print: shown in 375.0"])
        screen.apply(.dismiss)
        let next = ControllerBinding(repl: screen.repl)
        let steps = try next.install(className: "QuietController", in: &screen.sim).get()
        #expect(notes(steps).contains("print: deinit ViewController"))
        // The block is still registered (nobody removed it) but finds no controller.
        #expect(Self.printed(screen.apply(.focus("nickname"))).isEmpty)
    }
}

extension ControllerLifecycleTests {
    @Test func becomeFirstResponderWhileLoadingBringsTheKeyboardUp() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var nickname: UITextField!
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                nickname.becomeFirstResponder()
            }
        }
        """
        let screen = try ControllerScreen(source)
        #expect(screen.sim.firstResponder == "nickname")
        #expect(screen.sim.keyboard.visible)
        #expect(notes(screen.installSteps).contains("nickname.becomeFirstResponder()"))
    }
}
