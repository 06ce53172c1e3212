import Testing
import KeyboardSim
import SimUIKit

/// Views the learner's controller makes in code become views of the scene once
/// added inside the root view: named by the property that holds them, laid out by
/// their frame or by the constraints the code activates, focusable, moved by handlers,
/// and gone again after `removeFromSuperview()`. All on an iPhone 8 (375 × 667, no
/// safe area at the bottom, keyboard 258 high, its top at 667 − 258 = 409).
@Suite struct CodeMadeViewTests {
    static func empty(_ sim: inout Simulation) throws {}

    /// The lesson's bar: a toolbar and its field made in code, pinned to the keyboard layout guide.
    static let guideBar = """
        class ViewController: UIViewController {
            let bar = UIToolbar()
            let message = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                message.frame = CGRect(x: 8, y: 7, width: 300, height: 30)
                bar.addSubview(message)
                view.addSubview(bar)
                bar.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    @Test func aBarMadeInCodeJoinsTheSceneAndRidesOnTheKeyboard() throws {
        var screen = try ControllerScreen(Self.guideBar, build: Self.empty)
        let bar = try #require(screen.sim.view(named: "bar"))
        #expect(bar.kind == .toolbar)
        #expect(bar.parent == "view")
        #expect(screen.sim.view(named: "message")?.parent == "bar")
        #expect(screen.sim.view(named: "message")?.kind == .textfield)
        #expect(notes(screen.installSteps).contains("view.addSubview(bar): a UIToolbar made in code, now on the screen at (0, 0, 0, 0)"))
        // Keyboard down: the guide's top is the safe area's bottom, 667; bar 44 high → y 623, as wide as the view.
        #expect(screen.sim.frame(of: "bar") == Rect(x: 0, y: 623, width: 375, height: 44))
        screen.apply(.focus("message"))
        #expect(screen.sim.firstResponder == "message")
        // Keyboard up: the guide's top is 409 → y 409 − 44 = 365.
        #expect(screen.sim.frame(of: "bar")?.y == 365)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "bar")?.y == 623)
    }

    @Test func forgettingTheAutoresizingSwitchConflictsAndTheBarStaysPut() throws {
        let source = Self.guideBar.replacingOccurrences(of: "bar.translatesAutoresizingMaskIntoConstraints = false", with: "")
        var screen = try ControllerScreen(source, build: Self.empty)
        let lines = notes(screen.installSteps)
        // Each of the four constraints places or sizes the bar: each conflicts with the frame's own,
        // and one report names them all.
        let conflict = lines.filter { $0.hasPrefix("Unable to simultaneously satisfy constraints") }
        #expect(conflict.count == 1)
        #expect(conflict.first?.contains("and bar.leading = view.leading, bar.trailing = view.trailing, bar.bottom = keyboard.top, bar.height = 44 fight them") ?? false)
        #expect(screen.sim.pins.isEmpty)
        // The frame UIKit keeps is the one the code gave: UIToolbar() is (0, 0, 0, 0).
        #expect(screen.sim.frame(of: "bar") == Rect(x: 0, y: 0, width: 0, height: 0))
        screen.apply(.focus("message"))
        #expect(screen.sim.frame(of: "bar")?.y == 0)
    }

    @Test func scenesViewsAreInterfaceBuildersAndCodeViewsTranslateTheirMask() throws {
        let source = """
            class ViewController: UIViewController {
                @IBOutlet weak var email: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(email.translatesAutoresizingMaskIntoConstraints, UIView().translatesAutoresizingMaskIntoConstraints)
                }
            }
            """
        let screen = try ControllerScreen(source)
        #expect(notes(screen.installSteps).contains("print: false true"))
    }

    @Test func lazyPropertiesReversedAnchorsAndTheItemFormPlaceAView() throws {
        let source = """
            class ViewController: UIViewController {
                lazy var footer: UIView = {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    return v
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(footer)
                    view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: 20).isActive = true
                    NSLayoutConstraint(item: footer, attribute: .height, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 50).isActive = true
                    NSLayoutConstraint(item: footer, attribute: .leading, relatedBy: .equal, toItem: view,
                                       attribute: .leading, multiplier: 1, constant: 16).isActive = true
                }
            }
            """
        let screen = try ControllerScreen(source, build: Self.empty)
        // safe.bottom = footer.bottom + 20: safe bottom 667 → footer.bottom 647, y 647 − 50 = 597; x 16.
        let footer = try #require(screen.sim.frame(of: "footer"))
        #expect(footer.y == 597)
        #expect(footer.height == 50)
        #expect(footer.x == 16)
    }

    @Test func aFieldPlacedByItsFrameIsMovedByTheKeyboardHandler() throws {
        let source = """
            class ViewController: UIViewController {
                let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 40))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    field.frame.origin.y = end.minY - field.frame.height - 10
                }
            }
            """
        var screen = try ControllerScreen(source, build: Self.empty)
        #expect(screen.sim.frame(of: "field") == Rect(x: 20, y: 600, width: 335, height: 40))
        let trace = screen.apply(.focus("field"))
        // 409 − 40 − 10 = 359: the field's bottom 399, 10 pt above the keyboard.
        #expect(screen.sim.frame(of: "field")?.y == 359)
        #expect(trace.verdict?.text == "field: fully visible, clearance 10 pt")
    }

    @Test func viewsGoIntoSubviewsStacksAndAreNamedWithoutAProperty() throws {
        let source = """
            class RoundField: UITextField {}
            class ViewController: UIViewController {
                @IBOutlet weak var container: UIView!
                let stack = UIStackView()
                let round = RoundField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                lazy var send = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    container.addSubview(stack)
                    stack.addArrangedSubview(round)
                    let label = UILabel(frame: CGRect(x: 0, y: 50, width: 100, height: 20))
                    container.addSubview(label)
                    let note = UITextView()
                    note.accessibilityIdentifier = "note"
                    view.addSubview(note)
                    send.frame = CGRect(x: 300, y: 0, width: 60, height: 30)
                    container.insertSubview(send, at: 0)
                }
            }
            """
        let screen = try ControllerScreen(source) { sim in
            try sim.addView(kind: .view, name: "container", frame: Rect(x: 0, y: 300, width: 375, height: 200), parent: "view")
        }
        #expect(screen.sim.view(named: "stack")?.parent == "container")
        #expect(screen.sim.view(named: "round")?.parent == "stack")
        #expect(screen.sim.view(named: "round")?.kind == .textfield)
        #expect(notes(screen.installSteps).contains("stack.addSubview(round): a RoundField made in code, now on the screen at (0, 0, 100, 30)"))
        // No property holds the label: keylab names it by its kind.
        #expect(screen.sim.view(named: "label1")?.parent == "container")
        #expect(screen.sim.view(named: "note")?.kind == .textview)
        // UIButton(type:) in a lazy property, put in with insertSubview(_:at:).
        #expect(screen.sim.view(named: "send")?.kind == .button)
        #expect(screen.sim.frame(of: "send") == Rect(x: 300, y: 0, width: 60, height: 30))
    }

    @Test func aPrivatePropertyNamesItsViewAsShippedAppsWriteThem() throws {
        let source = """
            final class ViewController: UIViewController {
                private let composer: UITextField = {
                    let field = UITextField(frame: CGRect(x: 16, y: 600, width: 343, height: 40))
                    field.placeholder = "Message"
                    return field
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(composer)
                }
            }
            """
        var screen = try ControllerScreen(source, build: Self.empty)
        #expect(screen.sim.frame(of: "composer") == Rect(x: 16, y: 600, width: 343, height: 40))
        screen.apply(.focus("composer"))
        #expect(screen.sim.firstResponder == "composer")
    }

    @Test func removeFromSuperviewTakesTheViewOffTheScreen() throws {
        let source = """
            class ViewController: UIViewController {
                let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 40))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    banner.removeFromSuperview()
                }
            }
            """
        var screen = try ControllerScreen(source)
        #expect(screen.sim.view(named: "banner") != nil)
        let trace = screen.apply(.focus("nickname"))
        #expect(screen.sim.view(named: "banner") == nil)
        #expect(trace.steps.compactMap(\.noteText).contains("banner.removeFromSuperview(): the view and its subviews leave the screen"))
    }

    @Test func loadViewGivesTheScreenARootOfItsOwn() throws {
        let source = """
            class ViewController: UIViewController {
                let field = UITextField(frame: CGRect(x: 20, y: 500, width: 335, height: 40))
                override func loadView() {
                    let root = UIView()
                    root.addSubview(field)
                    view = root
                }
            }
            """
        var screen = try ControllerScreen(source, build: Self.empty)
        #expect(screen.sim.view(named: "field")?.parent == "view")
        screen.apply(.focus("field"))
        #expect(screen.sim.firstResponder == "field")
    }

    @Test func aNewControllerTakesThePreviousOnesCodeViewsAway() throws {
        var screen = try ControllerScreen(Self.guideBar, build: Self.empty)
        let again = try screen.binding.install(className: "ViewController", in: &screen.sim).get()
        // The second controller's bar is `bar` again, not `bar2`: the first one's left with it.
        #expect(screen.sim.views.map(\.name) == ["view", "bar", "message"])
        #expect(notes(again).contains("view.addSubview(bar): a UIToolbar made in code, now on the screen at (0, 0, 0, 0)"))
        screen.apply(.focus("message"))
        #expect(screen.sim.frame(of: "bar")?.y == 365)
    }
}
