import Testing
import KeyboardSim
import SimUIKit

/// The technique of seed 004 (a comment footer), in controllers of our own:
/// once with RxSwift subscriptions and a SnapKit constraint update, once in
/// plain UIKit with a constraint outlet, as the seed shows both. The footer's
/// bottom constraint to the safe area goes up by the keyboard's height inside
/// an animation of the keyboard's duration, with `layoutIfNeeded()`; on hide
/// it goes back to 0, which needs no height. Both give the built-in
/// `constraints` strategy's numbers.
@Suite struct CommentFooterTests {
    /// The RxSwift + SnapKit controller.
    static let rxSource = """
    import RxSwift
    import RxCocoa
    import SnapKit

    class CommentsViewController: UIViewController {
        @IBOutlet weak var footerView: UIView!
        private let bag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                .subscribe(onNext: { [weak self] note in
                    self?.raiseFooter(note)
                })
                .disposed(by: bag)
            NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
                .subscribe(onNext: { [weak self] note in
                    self?.lowerFooter(note)
                })
                .disposed(by: bag)
        }

        /// Sets how far the footer sits above the safe area's bottom, on the keyboard's timing.
        private func placeFooter(above distance: CGFloat, over seconds: TimeInterval) {
            UIView.animate(withDuration: seconds) {
                self.footerView.snp.updateConstraints { make in
                    make.bottom.equalTo(self.view.safeAreaLayoutGuide).inset(distance)
                }
                self.view.layoutIfNeeded()
            }
        }

        private func raiseFooter(_ note: Notification) {
            guard let info = note.userInfo,
                  let keyboard = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let seconds = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            placeFooter(above: keyboard.height, over: seconds)
        }

        private func lowerFooter(_ note: Notification) {
            // Only the timing is needed: the footer goes back onto the safe area's bottom.
            guard let seconds = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            placeFooter(above: 0, over: seconds)
        }
    }
    """

    /// The plain UIKit controller. The seed's storyboard constraint reads
    /// `Safe Area.bottom = textField.bottom + constant`, so a positive constant
    /// lifts the field; keylab's pins read the other way
    /// (`footerView.bottom = safe.bottom + constant`), so lifting is negative here.
    static let uikitSource = """
    class CommentsViewController: UIViewController {
        @IBOutlet weak var textField: UITextField!
        @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let seconds = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
                  let keyboard = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            setFooterConstant(-keyboard.height, over: seconds)
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            guard let seconds = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            setFooterConstant(0, over: seconds)
        }

        /// Changes the constant and lays the screen out inside the animation, so the move animates.
        private func setFooterConstant(_ constant: CGFloat, over seconds: TimeInterval) {
            UIView.animate(withDuration: seconds) {
                self.bottomConstraint.constant = constant
                self.view.layoutIfNeeded()
            }
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
        let run = try BuiltInComparison.compare(Self.rxSource, device: device, strategy: ["constraints"],
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
        let run = try BuiltInComparison.compare(Self.uikitSource, device: device, strategy: ["constraints"],
                                                events: Self.events, build: Self.footerScene)
        #expect(run.errors.isEmpty)
        #expect(run.code == run.builtIn)
        // iPhone X portrait (812 pt, safe-area bottom 34, keyboard 335 pt with the
        // predictive bar, DeviceCatalog.swift): y = 812 − 34 − 335 − 60 = 383, the
        // technique's double-counted home indicator (a 34 pt gap) included.
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
