import Testing
import KeyboardSim
import SimUIKit

/// Seed 004 (the comment footer): the Rx controller with its SnapKit footer,
/// and the plain UIKit controller printed beside it in the same article, typed
/// nearly as printed. Both give the built-in `constraints` strategy's numbers.
@Suite struct RxFooterArticleTests {
    /// The Rx controller: the two subscriptions and handlers as the article prints them.
    static let rxSource = """
    import RxSwift
    import RxCocoa
    import SnapKit

    class ViewController: UIViewController {
        @IBOutlet weak var footerView: UIView!
        let disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                .subscribe(onNext: { [weak self] notification in
                    self?.handleKeyboardWillShow(notification)
                })
                .disposed(by: disposeBag)
            NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
                .subscribe(onNext: { [weak self] notification in
                    self?.handleKeyboardWillHide(notification)
                })
                .disposed(by: disposeBag)
        }

        private func handleKeyboardWillShow(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                  let keyboardFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let animationDuration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            let keyboardHeight = keyboardFrame.height
            UIView.animate(withDuration: animationDuration) {
                self.footerView.snp.updateConstraints {
                    $0.bottom.equalTo(self.view.safeAreaLayoutGuide).inset(keyboardHeight)
                }
                self.view.layoutIfNeeded()
            }
        }

        private func handleKeyboardWillHide(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                  let animationDuration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            UIView.animate(withDuration: animationDuration) {
                self.footerView.snp.updateConstraints {
                    $0.bottom.equalTo(self.view.safeAreaLayoutGuide)
                }
                self.view.layoutIfNeeded()
            }
        }
    }
    """

    /// The plain UIKit controller of the same article. The article's storyboard
    /// constraint reads `Safe Area.bottom = textField.bottom + constant`, so a
    /// positive constant lifts the field; keylab's pins read the other way
    /// (`footerView.bottom = safe.bottom + constant`), so the same line is
    /// written with a minus here (the seed's `= keyboardFrame.height`).
    static let uikitSource = """
    class ViewController: UIViewController {
        @IBOutlet weak var textField: UITextField!
        @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let userInfo = notification.userInfo else { return }
            guard let animationDuration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            guard let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            UIView.animate(withDuration: animationDuration) {
                self.bottomConstraint.constant = -keyboardFrame.height
                self.view.layoutIfNeeded()
            }
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            guard let userInfo = notification.userInfo else { return }
            guard let animationDuration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            UIView.animate(withDuration: animationDuration) {
                self.bottomConstraint.constant = 0
                self.view.layoutIfNeeded()
            }
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }
    }
    """

    /// A footer pinned to the safe area's bottom, 60 pt tall, with the comment field in it.
    static func footerScene(_ sim: inout Simulation) throws {
        let w = sim.screenSize.width
        let h = sim.screenSize.height
        try sim.addView(kind: .view, name: "footerView", frame: Rect(x: 0, y: h - 60, width: w, height: 60))
        try sim.addView(kind: .textfield, name: "textField", frame: Rect(x: 16, y: 10, width: w - 32, height: 40), parent: "footerView")
        let bottom = try sim.pin("footerView", .bottom, to: .safe, .bottom)
        try sim.namePin(id: bottom.id, "bottomConstraint")
        _ = try sim.pin("footerView", .leading, to: .safe, .leading)
        _ = try sim.pin("footerView", .trailing, to: .safe, .trailing)
        _ = try sim.pinSize("footerView", .height, 60)
    }

    static let events: [Event] = [.focus("textField"), .dismiss, .focus("textField"), .rotate(to: .landscape), .dismiss]

    @Test(arguments: ["iphone-8", "iphone-x", "iphone-15", "ipad"])
    func theRxControllerGivesTheBuiltInNumbers(device: String) throws {
        let run = try ArticleRun.compare(Self.rxSource, device: device, strategy: ["constraints"],
                                         events: Self.events, build: Self.footerScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // Hand-derived, iPhone 8 portrait (667 pt tall, no safe-area bottom inset,
        // keyboard with predictive bar 258 pt, keyboard-facts.md): the footer's
        // bottom constant becomes −258, so its y is 667 − 258 − 60 = 349; hidden, 607.
        if device == "iphone-8" {
            #expect(run.code[0].contains("footerView 0 349 375 60"))
            #expect(run.code[1].contains("footerView 0 607 375 60"))
        }
    }

    @Test(arguments: ["iphone-8", "iphone-x", "iphone-15", "ipad"])
    func thePlainUIKitControllerGivesTheBuiltInNumbers(device: String) throws {
        let run = try ArticleRun.compare(Self.uikitSource, device: device, strategy: ["constraints"],
                                         events: Self.events, build: Self.footerScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // iPhone X portrait (812 pt, safe-area bottom 34, keyboard 335 pt with the
        // predictive bar, DeviceCatalog.swift): y = 812 − 34 − 335 − 60 = 383, the
        // article's double-counted home indicator (a 34 pt gap) included.
        if device == "iphone-x" {
            #expect(run.code[0].contains("footerView 0 383 375 60"))
        }
    }

    /// A footer controller whose subscription captures `self` as `capture` says.
    static func footer(capture: String, call: String) -> String {
        """
        import RxSwift
        import SnapKit

        class Footer: UIViewController {
            @IBOutlet weak var footerView: UIView!
            let disposeBag = DisposeBag()
            deinit { print("Footer deinit") }

            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                    .subscribe(onNext: { \(capture) notification in
                        \(call).lift(notification)
                    })
                    .disposed(by: disposeBag)
            }

            func lift(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                footerView.snp.updateConstraints { $0.bottom.equalTo(view.safeAreaLayoutGuide).inset(frame.height) }
            }
        }

        class Other: UIViewController {}
        """
    }

    /// The DisposeBag ends the subscription with the controller (RxSwift's
    /// rule); a strong capture of `self` keeps the controller, its bag and its
    /// handler alive after another controller replaces it.
    @Test(arguments: [("[weak self]", "self?", true), ("", "self", false)])
    func aReleasedDisposeBagStopsTheHandler(capture: String, call: String, stopped: Bool) throws {
        var screen = try ControllerScreen(Self.footer(capture: capture, call: call), className: "Footer",
                                          build: Self.footerScene)
        _ = screen.apply(.focus("textField"))
        _ = screen.apply(.dismiss)
        #expect(screen.sim.view(named: "footerView")?.frame.y == 349)
        // The learner's code moved the footer up; hiding the keyboard does not
        // move it back (no WillHide subscription). Reset it by hand.
        if let pin = screen.sim.pins.first(where: { $0.view == "footerView" && $0.anchor == .bottom }) {
            screen.sim.setConstantFromCode(pinID: pin.id, 0)
        }
        let installed = try screen.binding.install(className: "Other", in: &screen.sim).get()
        #expect(notes(installed).contains("print: Footer deinit") == stopped)
        _ = screen.apply(.focus("textField"))
        // iPhone 8: 667 − 60 = 607 when nothing moves it, 349 when the old handler still runs.
        #expect(screen.sim.view(named: "footerView")?.frame.y == (stopped ? 607 : 349))
    }
}
