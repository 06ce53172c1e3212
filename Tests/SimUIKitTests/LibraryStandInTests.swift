import Testing
import KeyboardSim
import SimUIKit

/// The teaching stand-ins behave as the libraries do for the calls keyboard
/// code makes: Combine's AnyCancellable, RxCocoa's control events, SnapKit's
/// makeConstraints / updateConstraints on the scene's pins.
@Suite struct LibraryStandInTests {
    /// A footer lifted by a Combine subscription, cancelled at the first hide.
    /// (`self?.bottomConstraint?.constant`: swiftc also takes `self?.bottomConstraint.constant`
    /// through the `!` outlet, and so does keylab now: WeakSelfShiftViewTests.)
    static let combineSource = """
    import Combine

    class ViewController: UIViewController {
        @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
        var showCancellable: AnyCancellable?
        var hideCancellable: AnyCancellable?

        override func viewDidLoad() {
            super.viewDidLoad()
            showCancellable = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                .sink { [weak self] notification in
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    self?.bottomConstraint?.constant = -frame.height
                }
            hideCancellable = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                .sink { [weak self] _ in
                    self?.bottomConstraint?.constant = 0
                    self?.showCancellable?.cancel()
                }
        }
    }
    """

    @Test func aCancelledAnyCancellableStops() throws {
        var screen = try ControllerScreen(Self.combineSource, build: CommentFooterTests.footerScene)
        _ = screen.apply(.focus("textField"))
        // iPhone 8: 667 − 258 − 60 = 349 while the keyboard is up.
        #expect(screen.sim.view(named: "footerView")?.frame.y == 349)
        _ = screen.apply(.dismiss)
        #expect(screen.sim.view(named: "footerView")?.frame.y == 607)
        // The hide handler cancelled the show subscription: the footer stays down.
        _ = screen.apply(.focus("textField"))
        #expect(screen.sim.view(named: "footerView")?.frame.y == 607)
    }

    @Test func aDroppedAnyCancellableNeverFires() throws {
        let source = """
        import Combine

        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                    .sink { _ in print("shown") }
            }
        }
        """
        var screen = try ControllerScreen(source)
        let trace = screen.apply(.focus("nickname"))
        #expect(!notes(trace.steps).contains("print: shown"))
    }

    @Test func controlEventsFollowTheFirstResponder() throws {
        let source = """
        import RxSwift
        import RxCocoa

        class ViewController: UIViewController {
            @IBOutlet weak var email: UITextField!
            let disposeBag = DisposeBag()

            override func viewDidLoad() {
                super.viewDidLoad()
                email.rx.controlEvent([.editingDidBegin])
                    .subscribe(onNext: { print("email began") })
                    .disposed(by: disposeBag)
                email.rx.controlEvent([.editingDidEnd])
                    .subscribe(onNext: { print("email ended") })
                    .disposed(by: disposeBag)
                NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                    .subscribe(onNext: { _ in print("will show") })
                    .disposed(by: disposeBag)
            }
        }
        """
        var screen = try ControllerScreen(source)
        let began = notes(screen.apply(.focus("email")).steps)
        #expect(began.contains("print: email began"))
        #expect(!began.contains("print: email ended"))
        let switched = notes(screen.apply(.focus("nickname")).steps)
        #expect(switched.contains("print: email ended"))
        #expect(!switched.contains("print: email began"))
    }

    /// Seed 004's first idea, typed nearly as printed: control events alone,
    /// no notification observer (the article then explains why it is not
    /// the keyboard's event).
    @Test func controlEventsAloneStillArrive() throws {
        let source = """
        import RxSwift
        import RxCocoa

        class ViewController: UIViewController {
            @IBOutlet weak var textField: UITextField!
            let disposeBag = DisposeBag()

            override func viewDidLoad() {
                super.viewDidLoad()
                // RxSwift를 사용하여 textField.rx.controlEvent를 감시
                textField.rx.controlEvent([.editingDidBegin]) // 텍스트 필드에 입력이 시작될 때
                    .subscribe(onNext: { [weak self] in
                        // 키보드가 나타날 때 필요한 작업 수행
                        print("editing began", self != nil)
                    })
                    .disposed(by: disposeBag)
            }
        }
        """
        var screen = try ControllerScreen(source, build: CommentFooterTests.footerScene)
        let trace = screen.apply(.focus("textField"))
        #expect(notes(trace.steps).contains("print: editing began true"))
        // The footer is not moved: a control event carries no keyboard frame.
        #expect(screen.sim.view(named: "footerView")?.frame.y == 607)
    }

    @Test func snapKitMakeConstraintsAddsPinsThatLayoutFollows() throws {
        let source = """
        import SnapKit

        class ViewController: UIViewController {
            @IBOutlet weak var toolbar: UIToolbar!

            override func viewDidLoad() {
                super.viewDidLoad()
                toolbar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(44)
                    make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-8)
                }
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                toolbar.snp.updateConstraints { $0.bottom.equalTo(view.safeAreaLayoutGuide).inset(frame.height) }
                toolbar.snp.updateConstraints { $0.top.equalTo(view.safeAreaLayoutGuide).inset(10) }
            }
        }
        """
        var screen = try ControllerScreen(source) { sim in
            try ControllerScreen.signUpForm(&sim)
            try sim.addView(kind: .toolbar, name: "toolbar", frame: Rect(x: 0, y: 0, width: 100, height: 30))
        }
        // iPhone 8: bottom at 667 − 8, 44 tall: y = 615, full width.
        #expect(screen.sim.view(named: "toolbar")?.frame == Rect(x: 0, y: 615, width: 375, height: 44))
        let trace = screen.apply(.focus("email"))
        // The bottom constant becomes −258: y = 667 − 258 − 44 = 365.
        #expect(screen.sim.view(named: "toolbar")?.frame.y == 365)
        // No top constraint was made: SnapKit's fatal error, reported; nothing else changes.
        #expect(notes(trace.steps).contains {
            $0.contains("Updated constraint could not find existing matching constraint to update: toolbar.top to safe.top")
        })
    }
}
