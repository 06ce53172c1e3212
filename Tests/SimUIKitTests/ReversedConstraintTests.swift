import Testing
import KeyboardSim
import SimUIKit

/// Constraints whose first item is the container or a layout guide, as storyboards
/// and xibs write them (`SafeArea.bottom = bar.bottom + c`), made in the learner's
/// code: a positive constant lifts the bar, as on iOS. Before, the sign was lost and
/// such a bar went down by the constant instead of up.
@Suite struct ReversedConstraintTests {
    static func scene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 100, width: 335, height: 40), parent: "view")
        try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: 0, width: 375, height: 30), parent: "view")
    }

    /// A controller whose bar is held by `FIRST.bottomAnchor.constraint(equalTo: bar.bottomAnchor, …)`
    /// and whose keyboard handler sets the constant to `LIFT`.
    static func source(first: String, constant: String, lift: String) -> String {
        """
        class ViewController: UIViewController {
            @IBOutlet weak var bar: UIToolbar!
            var bottomConstraint: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                bottomConstraint = \(first).bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: \(constant))
                bottomConstraint.isActive = true
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                       name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let keyboardHeight = frame.cgRectValue.height
                bottomConstraint.constant = \(lift)
            }

            @objc func keyboardWillHide(_ notification: Notification) {
                bottomConstraint.constant = \(constant)
            }
        }
        """
    }

    @Test func aGuideFirstWithAPositiveConstantLiftsTheBar() throws {
        let source = Self.source(first: "view.safeAreaLayoutGuide", constant: "20", lift: "keyboardHeight - view.safeAreaInsets.bottom")
        var screen = try ControllerScreen(source, device: "iphone-x", build: Self.scene)
        let pin = try #require(screen.sim.pins.first { $0.target == .safe })
        #expect(pin.description == "safe.bottom to bar.bottom + 20")
        // iPhone X: safe bottom 812 − 34 = 778; safe.bottom = bar.bottom + 20 → bar.bottom 758, y 714.
        // (Read with the wrong sign it was 778 + 20 − 44 = 754, below the safe area.)
        #expect(screen.sim.frame(of: "bar")?.y == 714)
        screen.apply(.focus("nickname"))
        // Keyboard 335 high (with the predictive bar), top at 812 − 335 = 477. Constant 335 − 34 = 301:
        // bar.bottom = 778 − 301 = 477, the keyboard's top; y = 433.
        #expect(screen.sim.frame(of: "bar")?.y == 433)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "bar")?.y == 714)
    }

    @Test func theRootViewFirstWithConstantKeyboardHeightLandsTheBarOnTheKeyboard() throws {
        let source = Self.source(first: "view", constant: "0", lift: "keyboardHeight")
        var screen = try ControllerScreen(source, device: "iphone-8", build: Self.scene)
        // iPhone 8: view.bottom = bar.bottom + 0 → bar.bottom 667, y 623.
        #expect(screen.sim.frame(of: "bar")?.y == 623)
        screen.apply(.focus("nickname"))
        // Keyboard 258 high, top at 667 − 258 = 409; view.bottom = bar.bottom + 258 → bar.bottom 409, y 365.
        #expect(screen.sim.frame(of: "bar")?.y == 365)
        // One pin: the new constant changed it, and keeps the learner's sign.
        let pins = screen.sim.pins.filter { $0.anchor == .bottom }
        #expect(pins.count == 1)
        #expect(pins.first?.statedConstant == 258)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "bar")?.y == 623)
    }

    /// A storyboard constraint (`:pin view.bottom to bar.bottom as bottomConstraint`) bound
    /// to an outlet: the handler's `constant = keyboardHeight` lands the bar on the keyboard.
    @Test func aReversedOutletConstraintTakesTheHandlersConstant() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var bar: UIToolbar!
            @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                print("constant at load", bottomConstraint.constant)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                bottomConstraint.constant = frame.cgRectValue.height
            }
        }
        """
        var screen = try ControllerScreen(source, device: "iphone-8") { sim in
            try Self.scene(&sim)
            try sim.pinSize("bar", .height, 44)
            let pin = try sim.pin(stated: "view", .bottom, to: "bar", .bottom, constant: 8)
            try sim.namePin(id: pin.id, "bottomConstraint")
        }
        // The outlet reads the constant as stated: 8, not the −8 keylab solves with.
        #expect(notes(screen.installSteps).contains("print: constant at load 8.0"))
        // bar.bottom = 667 − 8 = 659, y 615.
        #expect(screen.sim.frame(of: "bar")?.y == 615)
        screen.apply(.focus("nickname"))
        // 667 − 258 = 409 = bar.bottom, y 365.
        #expect(screen.sim.frame(of: "bar")?.y == 365)
    }
}

/// The item form `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
/// in either order, and the constraints keylab cannot solve, reported by name.
@Suite struct ItemFormConstraintTests {
    static func source(_ body: String) -> String {
        """
        class ViewController: UIViewController {
            @IBOutlet weak var bar: UIToolbar!
            var bottomConstraint: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                bottomConstraint.constant = frame.cgRectValue.height
            }
        }
        """
    }

    @Test func theItemFormWithTheContainerFirstLandsTheBarOnTheKeyboard() throws {
        let source = Self.source("""
                NSLayoutConstraint(item: bar!, attribute: .height, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
                bottomConstraint = NSLayoutConstraint(item: view!, attribute: .bottom, relatedBy: .equal,
                                                      toItem: bar!, attribute: .bottom, multiplier: 1, constant: 10)
                NSLayoutConstraint.activate([bottomConstraint])
        """)
        var screen = try ControllerScreen(source, device: "iphone-8", build: ReversedConstraintTests.scene)
        #expect(screen.sim.pins.map(\.description).contains("view.bottom to bar.bottom + 10"))
        // view.bottom = bar.bottom + 10 → bar.bottom 657, y 613.
        #expect(screen.sim.frame(of: "bar")?.y == 613)
        screen.apply(.focus("nickname"))
        // constant = 258 → bar.bottom = 667 − 258 = 409, the keyboard's top; y 365.
        #expect(screen.sim.frame(of: "bar")?.y == 365)
    }

    @Test func theItemFormWithTheViewFirstKeepsItsSign() throws {
        let source = Self.source("""
                NSLayoutConstraint(item: bar!, attribute: .height, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
                bottomConstraint = NSLayoutConstraint(item: bar!, attribute: .bottom, relatedBy: .equal,
                                                      toItem: view.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: -10)
                bottomConstraint.isActive = true
        """)
        let screen = try ControllerScreen(source, device: "iphone-8", build: ReversedConstraintTests.scene)
        // bar.bottom = 667 − 10 = 657, y 613: the same place as the container-first form.
        #expect(screen.sim.frame(of: "bar")?.y == 613)
        #expect(screen.sim.pins.map(\.description).contains("bar.bottom to safe.bottom - 10"))
    }

    @Test func inequalitiesAndMultipliersAreReportedNotSolved() throws {
        let source = Self.source("""
                bottomConstraint = bar.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor)
                bottomConstraint.isActive = true
                NSLayoutConstraint(item: bar!, attribute: .width, relatedBy: .equal, toItem: view!,
                                   attribute: .width, multiplier: 0.5, constant: 0).isActive = true
        """)
        let screen = try ControllerScreen(source, device: "iphone-8", build: ReversedConstraintTests.scene)
        let said = notes(screen.installSteps).joined(separator: "\n")
        #expect(said.contains("bar.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor) is outside keylab's UIKit"))
        #expect(said.contains("multiplier: 0.5 on bar.width is outside keylab's UIKit"))
        // Neither became a pin: the bar keeps the frame :add gave it.
        #expect(screen.sim.pins.isEmpty)
        #expect(screen.sim.frame(of: "bar") == Rect(x: 0, y: 0, width: 375, height: 30))
    }
}
