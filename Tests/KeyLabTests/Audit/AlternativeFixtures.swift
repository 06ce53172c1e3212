/// Idiomatic ways to write a lesson's answer that a real app would ship, and
/// realistic wrong answers, for the tests that run them against the course's
/// own exercises (IdiomaticAlternativeTests) and the gauntlet (LeakAfterPopTests).
enum AlternativeFixtures {
    /// The shift-view guard exercise's rule (lesson 06): shift by the end frame's
    /// height once while the keyboard is up, back to 0 when it hides.
    static let guardShow = """
        guard !isKeyboard else { return }
        guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        view.frame.origin.y -= endFrame.height
        isKeyboard = true
        """

    /// Block observers whose closures capture `self` weakly, their tokens kept and removed in `deinit`.
    static let guardBlocks = """
        import UIKit
        class ViewController: UIViewController {
            var isKeyboard = false
            var tokens: [NSObjectProtocol] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                let center = NotificationCenter.default
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
                    self?.keyboardWillShow(notification)
                })
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                    self?.view.frame.origin.y = 0
                    self?.isKeyboard = false
                })
            }
            deinit {
                for token in tokens { NotificationCenter.default.removeObserver(token) }
            }
            func keyboardWillShow(_ notification: Notification) {
        \(guardShow)
            }
        }
        """

    /// Combine publishers, the subscriptions stored in the controller, `[weak self]`.
    static let guardCombine = """
        import UIKit
        import Combine
        class ViewController: UIViewController {
            var isKeyboard = false
            var cancellables = Set<AnyCancellable>()
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                    .sink { [weak self] notification in self?.keyboardWillShow(notification) }
                    .store(in: &cancellables)
                NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                    .sink { [weak self] _ in
                        self?.view.frame.origin.y = 0
                        self?.isKeyboard = false
                    }
                    .store(in: &cancellables)
            }
            func keyboardWillShow(_ notification: Notification) {
        \(guardShow)
            }
        }
        """

    /// The shift animated with a UIViewPropertyAnimator on the keyboard's own duration and curve.
    static let guardPropertyAnimator = """
        import UIKit
        class ViewController: UIViewController {
            var isKeyboard = false
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                guard !isKeyboard else { return }
                guard let info = notification.userInfo,
                      let endFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                      let curveValue = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                      let curve = UIView.AnimationCurve(rawValue: curveValue) else { return }
                let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
                    self.view.frame.origin.y -= endFrame.height
                }
                animator.startAnimation()
                isKeyboard = true
            }
            @objc func keyboardWillHide(_ notification: Notification) {
                view.frame.origin.y = 0
                isKeyboard = false
            }
        }
        """

    /// One handler for keyboardWillChangeFrame: a frame that reaches into the
    /// screen shifts (once), a frame below it puts the view back.
    static let guardChangeFrameOnly = """
        import UIKit
        class ViewController: UIViewController {
            var isKeyboard = false
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            }
            @objc func keyboardWillChangeFrame(_ notification: Notification) {
                guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                      let screen = view.window?.screen else { return }
                if endFrame.minY >= screen.bounds.height || endFrame.height == 0 {
                    view.frame.origin.y = 0
                    isKeyboard = false
                } else if !isKeyboard {
                    view.frame.origin.y -= endFrame.height
                    isKeyboard = true
                }
            }
        }
        """

    /// The web's most copied answer, in the exercise's names: the Begin frame's height while the root is at 0.
    static let guardMostCopied = """
        import UIKit
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                guard let begin = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
                if view.frame.origin.y == 0 {
                    view.frame.origin.y -= begin.height
                }
            }
            @objc func keyboardWillHide(_ notification: Notification) {
                view.frame.origin.y = 0
            }
        }
        """

    /// Lesson 09's chat bar, pinned by `bottomConstraint`: iOS 15's keyboardLayoutGuide in place of
    /// handlers (the safe-area pin gives way to one on the guide's top).
    static let barLayoutGuide = """
        import UIKit
        class ViewController: UIViewController {
            var bar: UIView?
            var bottomConstraint: NSLayoutConstraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let bar = bar else { return }
                bottomConstraint?.isActive = false
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
            }
        }
        """

    /// Lesson 09's chat bar with the constant from the overlap of the converted keyboard
    /// with the safe area, one ChangeFrame handler for show, hide and every change. The
    /// intersection, not `maxY − minY`: a floating keyboard reports a zero frame at y 0.
    static let barChangeFrameOverlap = """
        import UIKit
        class ViewController: UIViewController {
            var bottomConstraint: NSLayoutConstraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            }
            @objc func keyboardWillChangeFrame(_ notification: Notification) {
                guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                      let screen = view.window?.screen else { return }
                let keyboard = view.convert(endFrame, from: screen.coordinateSpace)
                let overlap = view.safeAreaLayoutGuide.layoutFrame.intersection(keyboard).height
                bottomConstraint?.constant = -overlap
                view.layoutIfNeeded()
            }
        }
        """

    /// A realistic wrong answer: the same ChangeFrame handler with `maxY − minY`, which takes a
    /// floating keyboard's zero frame (y 0) for a keyboard covering the whole screen.
    static let barChangeFrameMinY = barChangeFrameOverlap.replacingOccurrences(
        of: "view.safeAreaLayoutGuide.layoutFrame.intersection(keyboard).height",
        with: "max(0, view.safeAreaLayoutGuide.layoutFrame.maxY - keyboard.minY)")

    /// A block observer whose closure captures `self` strongly, its token kept by the controller:
    /// NotificationCenter holds the block, the block holds the controller.
    static func blockObserver(weakSelf: Bool, removeOnDisappear: Bool) -> String {
        let capture = weakSelf ? "[weak self] " : ""
        let me = weakSelf ? "self?" : "self"
        return """
        import UIKit
        class BlockController: UIViewController {
            @IBOutlet weak var email: UITextField!
            @IBOutlet weak var nickname: UITextField!
            var tokens: [NSObjectProtocol] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let center = NotificationCenter.default
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { \(capture)n in
                    \(me).keyboardWillShow(n)
                })
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { \(capture)_ in
                    \(me).view.frame.origin.y = 0
                })
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                \(removeOnDisappear ? "for t in tokens { NotificationCenter.default.removeObserver(t) }\n        tokens = []"
                                    : "NotificationCenter.default.removeObserver(self)")
                view.frame.origin.y = 0
            }
        \(AlternativeFixtures.overlapShow)
        }
        """
    }

    /// A Combine subscription stored in the controller; the closure captures `self` strongly or weakly.
    static func combineObserver(weakSelf: Bool) -> String {
        let capture = weakSelf ? "[weak self] " : ""
        let me = weakSelf ? "self?" : "self"
        return """
        import UIKit
        import Combine
        class SinkController: UIViewController {
            @IBOutlet weak var email: UITextField!
            @IBOutlet weak var nickname: UITextField!
            var cancellables = Set<AnyCancellable>()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                    .sink { \(capture)n in \(me).keyboardWillShow(n) }
                    .store(in: &cancellables)
                NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                    .sink { \(capture)_ in \(me).view.frame.origin.y = 0 }
                    .store(in: &cancellables)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                \(weakSelf ? "cancellables = []" : "// The subscriptions are meant to stop with the controller.")
                view.frame.origin.y = 0
            }
        \(AlternativeFixtures.overlapShow)
        }
        """
    }

    /// The audit form's show handler (AuditFixtures.careful's): shift the focused field just clear of the keyboard.
    static let overlapShow = """
            func keyboardWillShow(_ notification: Notification) {
                guard let info = notification.userInfo,
                      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                let fields: [UITextField] = [email, nickname]
                guard let field = fields.first(where: { $0.isFirstResponder }) else { return }
                let keyboard = view.convert(end, from: nil)
                let keyboardTop = keyboard.minY + view.frame.origin.y
                let fieldBottom = field.convert(field.bounds, to: view).maxY
                let shift = max(0, fieldBottom + 8 - keyboardTop)
                let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
                let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 7
                UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)) {
                    self.view.frame.origin.y = -shift
                }
            }
        """

    /// A form in a full-screen scroll view.
    static let scrollForm = [
        ":add scrollview form 0 0 375 667",
        ":pin form.top to view.top",
        ":pin form.bottom to view.bottom",
        ":pin form.leading to view.leading",
        ":pin form.trailing to view.trailing",
        ":content form 900",
        ":add textfield email 20 40 335 40 in form",
        ":add textfield nickname 20 560 335 40 in form"
    ]

    /// Insets instead of moving the frame: one ChangeFrame handler sets the scroll view's bottom
    /// insets to the keyboard's overlap and scrolls the field into view; the insets go back as
    /// the screen leaves (its observers are gone before the keyboard hides).
    static let scrollInsets = """
        import UIKit
        class FormController: UIViewController {
            @IBOutlet weak var form: UIScrollView!
            @IBOutlet weak var email: UITextField!
            @IBOutlet weak var nickname: UITextField!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                NotificationCenter.default.removeObserver(self)
                // The keyboard goes after this: put the insets back now.
                form.contentInset.bottom = 0
                form.verticalScrollIndicatorInsets.bottom = 0
            }
            @objc func keyboardWillChangeFrame(_ notification: Notification) {
                guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                      let screen = view.window?.screen else { return }
                let keyboard = view.convert(endFrame, from: screen.coordinateSpace)
                let overlap = form.frame.intersection(keyboard).height
                form.contentInset.bottom = overlap
                form.verticalScrollIndicatorInsets.bottom = overlap
                let fields: [UITextField] = [email, nickname]
                if let field = fields.first(where: { $0.isFirstResponder }) {
                    form.scrollRectToVisible(field.frame, animated: true)
                }
            }
        }
        """

    /// The same without putting the insets back in viewWillDisappear: the inset stays after a
    /// push, because the hide comes once the observers are removed.
    static let scrollInsetsKeptOnDisappear = scrollInsets.replacingOccurrences(
        of: "        form.contentInset.bottom = 0\n        form.verticalScrollIndicatorInsets.bottom = 0\n", with: "")
}
