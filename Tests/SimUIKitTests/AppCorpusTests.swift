import Testing
import KeyboardSim
import SimUIKit

/// Our own controllers written the way shipped apps write their keyboard
/// screens: storyboard outlets (implicitly unwrapped, some typed as the app's
/// own view classes), lifecycle overrides, helpers in extensions, and the
/// UIKit around the keyboard code (buttons, labels, spinners, stack views,
/// navigation items, localized strings, the main queue). Each runs unmodified;
/// the numbers in the comments are worked out by hand for an iPhone 8
/// (375 × 667, status bar 20, keyboard 258 high with the predictive bar, so its
/// top is at 667 − 258 = 409).
@Suite struct AppCorpusTests {
    // MARK: - A login screen of a chat app

    static let login = """
    import UIKit

    /// The app's text field with its theme, set when the storyboard loads it.
    class ThemeableTextField: UITextField {
        var themeName = "none"
        override func awakeFromNib() {
            super.awakeFromNib()
            themeName = "chat"
            borderStyle = .roundedRect
            font = UIFont.preferredFont(forTextStyle: .body)
        }
    }

    final class LoginViewController: UIViewController {
        @IBOutlet weak var emailField: ThemeableTextField!
        @IBOutlet weak var passwordField: ThemeableTextField!
        @IBOutlet weak var loginButton: UIButton!
        @IBOutlet weak var spinner: UIActivityIndicatorView!
        @IBOutlet weak var errorLabel: UILabel!
        @IBOutlet weak var buttonBottom: NSLayoutConstraint!

        private var taps = 0

        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = NSLocalizedString("login.title", value: "Sign In", comment: "Title")
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Help", comment: ""),
                                                                style: .plain, target: self, action: #selector(help))
            loginButton.setTitle(NSLocalizedString("Log In", comment: "Button"), for: .normal)
            loginButton.setTitle("Logging in…", for: .disabled)
            loginButton.addTarget(self, action: #selector(loginTapped(_:)), for: .touchUpInside)
            loginButton.isEnabled = false
            spinner.hidesWhenStopped = true
            errorLabel.numberOfLines = 0
            errorLabel.isHidden = true
            emailField.addTarget(self, action: #selector(textChanged), for: .editingChanged)
            registerForKeyboardNotifications()
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }

        @objc private func help() {}

        @objc private func textChanged() {
            loginButton.isEnabled = !(emailField.text ?? "").isEmpty
        }

        @objc private func loginTapped(_ sender: UIButton) {
            taps += 1
            sender.isEnabled = false
            spinner.startAnimating()
            view.endEditing(true)
            let error = NSError(domain: "Auth", code: 401,
                                userInfo: [NSLocalizedDescriptionKey: "Wrong password"])
            DispatchQueue.main.async {
                self.spinner.stopAnimating()
                self.errorLabel.text = error.localizedDescription
                self.errorLabel.isHidden = false
                sender.isEnabled = true
            }
        }
    }

    // MARK: - Keyboard
    extension LoginViewController {
        func registerForKeyboardNotifications() {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            // The button sits 8 pt over the keyboard.
            buttonBottom.constant = -(frame.height + 8)
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) {
                self.view.layoutIfNeeded()
            }
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            buttonBottom.constant = -20
            // Published apps end editing here too: it must not start another hide.
            view.endEditing(true)
            UIView.animate(withDuration: 0.25) {
                self.view.layoutIfNeeded()
            }
        }
    }
    """

    static func loginScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "emailField", frame: Rect(x: 20, y: 200, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "passwordField", frame: Rect(x: 20, y: 260, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .button, name: "loginButton", frame: Rect(x: 20, y: 603, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .view, name: "spinner", frame: Rect(x: 177, y: 320, width: 20, height: 20), parent: "view")
        try sim.addView(kind: .label, name: "errorLabel", frame: Rect(x: 20, y: 350, width: 335, height: 40), parent: "view")
        let pin = try sim.pin("loginButton", .bottom, to: .safe, .bottom, constant: -20)
        try sim.namePin(id: pin.id, "buttonBottom")
        _ = try sim.pinSize("loginButton", .height, 44)
    }

    @Test func loginScreenKeepsItsButtonOverTheKeyboard() throws {
        var screen = try ControllerScreen(Self.login, build: Self.loginScene)
        // Every outlet binds, the two fields as the app's own class.
        #expect(Set(screen.binding.outlets.views.map(\.name))
            == ["emailField", "passwordField", "loginButton", "spinner", "errorLabel"])
        #expect(screen.binding.outlets.mismatches.isEmpty)
        // Resting: 667 − 20 − 44 = 603.
        #expect(screen.sim.frame(of: "loginButton")?.y == 603)
        screen.apply(.focus("emailField"))
        // Shown: the bottom is 667 − (258 + 8) = 401, so y = 401 − 44 = 357.
        #expect(screen.sim.frame(of: "loginButton")?.y == 357)
        screen.apply(.focus("passwordField"))
        #expect(screen.sim.frame(of: "loginButton")?.y == 357)
        let hide = screen.apply(.dismiss)
        // Hidden again: 603; `endEditing` inside WillHide starts no second hide.
        #expect(screen.sim.frame(of: "loginButton")?.y == 603)
        #expect(hide.steps.filter { if case .notification(let n) = $0 { return n.name == .willHide } else { return false } }.count == 1)
        #expect(screen.sim.firstResponder == nil)
    }

    @Test func loginScreenSetUpIsKeptAndItsActionsRun() throws {
        let screen = try ControllerScreen(Self.login + """

        func probe() -> String {
            guard let c = _keylabController as? LoginViewController else { return "none" }
            c.emailField.text = "me@example.com"
            c.emailField.sendActions(for: .editingChanged)
            let enabled = c.loginButton.isEnabled
            c.loginButton.sendActions(for: .touchUpInside)
            let during = "\\(c.loginButton.currentTitle ?? "") \\(c.spinner.isAnimating)"
            _ = _keylabDrainMainQueue(8)
            return [c.emailField.themeName, c.navigationItem.title ?? "", c.navigationItem.rightBarButtonItem?.title ?? "",
                    c.loginButton.title(for: .normal) ?? "", "\\(enabled)", during,
                    c.errorLabel.text ?? "", "\\(c.spinner.isHidden)", "\\(c.errorLabel.numberOfLines)",
                    "\\(c.preferredStatusBarStyle == .lightContent)"].joined(separator: "|")
        }
        """, build: Self.loginScene)
        let result = screen.repl.call(function: "probe", arguments: [])
        #expect(result.value
            == .string("chat|Sign In|Help|Log In|true|Logging in… true|Wrong password|true|0|true"))
    }

    // MARK: - A compose screen of a blogging app

    static let compose = """
    import UIKit

    class ComposeViewController: UIViewController {
        @IBOutlet var bodyTextView: UITextView!
        @IBOutlet var formatBar: UIToolbar!
        @IBOutlet var formatBarBottom: NSLayoutConstraint!

        private var keyboardOverlap: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = NSLocalizedString("New Post", comment: "")
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Publish", style: .done, target: self, action: #selector(publish))
            bodyTextView.font = UIFont.systemFont(ofSize: 17)
            bodyTextView.textContainerInset = UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            bodyTextView.becomeFirstResponder()
        }

        @objc private func cancel() {
            dismiss(animated: true, completion: nil)
        }

        @objc private func publish() {}

        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let keyboardFrame = view.convert(value.cgRectValue, from: nil)
            keyboardOverlap = max(0, view.bounds.maxY - keyboardFrame.minY)
            formatBarBottom.constant = -keyboardOverlap
            view.layoutIfNeeded()
        }
    }
    """

    static func composeScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textview, name: "bodyTextView", frame: Rect(x: 0, y: 64, width: 375, height: 559), parent: "view")
        try sim.addView(kind: .toolbar, name: "formatBar", frame: Rect(x: 0, y: 623, width: 375, height: 44), parent: "view")
        let pin = try sim.pin("formatBar", .bottom, to: .safe, .bottom)
        try sim.namePin(id: pin.id, "formatBarBottom")
        _ = try sim.pinSize("formatBar", .height, 44)
    }

    @Test func composeScreenFocusesItsTextViewAndCarriesTheBar() throws {
        var screen = try ControllerScreen(Self.compose, build: Self.composeScene)
        // becomeFirstResponder() in viewWillAppear brings the keyboard up once the screen is on.
        #expect(screen.sim.firstResponder == "bodyTextView")
        #expect(screen.sim.keyboard.visible)
        // The overlap is 667 − 409 = 258: the bar's bottom at 409, its top at 409 − 44 = 365.
        #expect(screen.sim.frame(of: "formatBar")?.y == 365)
        screen.apply(.dismiss)
        // The keyboard's end frame starts at 667: no overlap, the bar back at 623.
        #expect(screen.sim.frame(of: "formatBar")?.y == 623)
    }

    // MARK: - A settings screen of a VPN client: a plain controller that owns a table

    static let settings = """
    import UIKit

    class SettingsViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        @IBOutlet weak var serverField: UITextField!

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Settings"
            tableView.keyboardDismissMode = .interactive
            NotificationCenter.default.addObserver(self, selector: #selector(adjustForKeyboard(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(adjustForKeyboard(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func adjustForKeyboard(_ notification: Notification) {
            guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let frame = view.convert(end.cgRectValue, from: view.window)
            if notification.name == UIResponder.keyboardWillHideNotification {
                tableView.contentInset = .zero
            } else {
                tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
            }
            tableView.scrollIndicatorInsets = tableView.contentInset
        }
    }
    """

    static func settingsScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "tableView", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.addView(kind: .textfield, name: "serverField", frame: Rect(x: 16, y: 500, width: 343, height: 44), parent: "tableView")
    }

    @Test func aPlainControllerOwningATableCountsTheKeyboardOnce() throws {
        var screen = try ControllerScreen(Self.settings, build: Self.settingsScene)
        screen.apply(.focus("serverField"))
        // The code's inset is the keyboard's height, 258; UIKit adds nothing of its own for a
        // plain UIViewController (only UITableViewController does), so 258, not 258 + 258 = 516.
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 258)
        #expect(screen.sim.adjustedContentInset(of: "tableView")?.bottom == 258)
        screen.apply(.dismiss)
        #expect(screen.sim.adjustedContentInset(of: "tableView")?.bottom == 0)
    }

    @Test func aTableTheControllerDoesNotOwnKeepsUIKitsInset() throws {
        // No outlet to `tableView`: it stands for an embedded UITableViewController's table.
        let source = """
        class ContainerViewController: UIViewController {
            @IBOutlet weak var serverField: UITextField!
        }
        """
        var screen = try ControllerScreen(source, build: Self.settingsScene)
        screen.apply(.focus("serverField"))
        // UIKit's own inset: the table's bottom 667 − the keyboard's top 409 = 258.
        #expect(screen.sim.adjustedContentInset(of: "tableView")?.bottom == 258)
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 0)
    }

    // MARK: - A search screen of a podcast player: the view moves by a transform

    static let search = """
    import UIKit

    class SearchViewController: UIViewController {
        @IBOutlet weak var queryField: UITextField!
        @IBOutlet weak var resultsStack: UIStackView!
        @IBOutlet weak var artwork: UIImageView!

        override func viewDidLoad() {
            super.viewDidLoad()
            resultsStack.axis = .vertical
            resultsStack.spacing = 12
            let empty = UILabel()
            empty.text = NSLocalizedString("No results", comment: "")
            empty.textAlignment = .center
            resultsStack.addArrangedSubview(empty)
            artwork.image = UIImage(named: "placeholder")
            artwork.contentMode = .scaleAspectFill
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // Lift the screen just enough for the field: its bottom 8 pt over the keyboard.
            let fieldBottom = queryField.convert(queryField.bounds, to: nil).maxY
            let lift = max(0, fieldBottom + 8 - frame.minY)
            UIView.animate(withDuration: 0.3) {
                self.view.transform = CGAffineTransform(translationX: 0, y: -lift)
            }
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            UIView.animate(withDuration: 0.3) {
                self.view.transform = .identity
            }
        }
    }
    """

    static func searchScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "queryField", frame: Rect(x: 16, y: 520, width: 343, height: 40), parent: "view")
        try sim.addView(kind: .view, name: "resultsStack", frame: Rect(x: 16, y: 100, width: 343, height: 300), parent: "view")
        try sim.addView(kind: .view, name: "artwork", frame: Rect(x: 16, y: 410, width: 100, height: 100), parent: "view")
    }

    @Test func searchScreenLiftsByATransformAndComesBack() throws {
        var screen = try ControllerScreen(Self.search, build: Self.searchScene)
        #expect(screen.binding.outlets.mismatches.isEmpty)
        screen.apply(.focus("queryField"))
        // The field's bottom is 560; 560 + 8 − 409 = 159: the view is drawn 159 pt higher.
        #expect(screen.root.y == -159)
        screen.apply(.dismiss)
        #expect(screen.root.y == 0)
    }

    // MARK: - A reply box of a notes app: Did handlers and the main queue

    static let reply = """
    import UIKit

    class ReplyViewController: UIViewController {
        @IBOutlet weak var replyField: UITextField!
        @IBOutlet weak var sendButton: UIButton!
        @IBOutlet weak var boxBottom: NSLayoutConstraint!
        var log: [String] = []

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            sendButton.setImage(UIImage(systemName: "paperplane"), for: .normal)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)),
                                                   name: UIResponder.keyboardDidShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidHide(_:)),
                                                   name: UIResponder.keyboardDidHideNotification, object: nil)
        }

        @objc func keyboardDidShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let height = frame.cgRectValue.height
            log.append("did show")
            // Changed after the animation: UIKit lays this out when the run loop comes round.
            boxBottom.constant = -height
        }

        @objc func keyboardDidHide(_ notification: Notification) {
            log.append("did hide")
            DispatchQueue.main.async {
                self.log.append("async")
                self.boxBottom.constant = 0
            }
            log.append("handler returns")
        }
    }
    """

    static func replyScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "replyField", frame: Rect(x: 16, y: 619, width: 300, height: 40), parent: "view")
        try sim.addView(kind: .button, name: "sendButton", frame: Rect(x: 320, y: 619, width: 40, height: 40), parent: "view")
        let pin = try sim.pin("replyField", .bottom, to: .safe, .bottom, constant: 0)
        try sim.namePin(id: pin.id, "boxBottom")
    }

    @Test func replyBoxLaidOutAfterDidHandlersAndMainQueueBlocks() throws {
        var screen = try ControllerScreen(Self.reply, build: Self.replyScene)
        screen.apply(.focus("replyField"))
        // The DidShow change is laid out in the same event: bottom 667 − 258 = 409, y = 409 − 40 = 369.
        #expect(screen.sim.frame(of: "replyField")?.y == 369)
        let hide = screen.apply(.dismiss)
        // The queued block runs after DidHide's handler returns, then a pass: back to 667 − 40 = 627.
        #expect(screen.sim.frame(of: "replyField")?.y == 627)
        #expect(notes(hide.steps).contains("DispatchQueue.main: the queued blocks run"))
    }

    // MARK: - A profile editor of a habit tracker: nib initializer, portrait only, block observers

    static let profile = """
    import UIKit

    protocol ProfileEditorDelegate: AnyObject {
        func profileEditorDidSave(_ name: String)
    }

    final class ProfileEditViewController: UIViewController, UITextFieldDelegate {
        @IBOutlet weak var scrollView: UIScrollView!
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var bioField: UITextField!

        weak var delegate: ProfileEditorDelegate?
        private let profileName: String
        private var observers: [NSObjectProtocol] = []

        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            profileName = "Ada"
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { false }

        override func viewDidLoad() {
            super.viewDidLoad()
            nameField.text = profileName
            nameField.delegate = self
            bioField.delegate = self
            nameField.returnKeyType = .next
            observers.append(NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                    self?.keyboardWillShow(note)
            })
            observers.append(NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                    self?.scrollView.contentInset = .zero
                    self?.scrollView.scrollIndicatorInsets = .zero
            })
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            observers.forEach { NotificationCenter.default.removeObserver($0) }
            observers.removeAll()
        }

        private func keyboardWillShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let insets = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
            scrollView.contentInset = insets
            scrollView.scrollIndicatorInsets = insets
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === nameField {
                bioField.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
                delegate?.profileEditorDidSave(nameField.text ?? "")
            }
            return true
        }
    }
    """

    static func profileScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .scrollview, name: "scrollView", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 16, y: 420, width: 343, height: 44), parent: "scrollView")
        try sim.addView(kind: .textfield, name: "bioField", frame: Rect(x: 16, y: 480, width: 343, height: 44), parent: "scrollView")
    }

    @Test func profileEditorInsetsItsScrollViewAndStaysPortrait() throws {
        var screen = try ControllerScreen(Self.profile, build: Self.profileScene)
        screen.apply(.focus("bioField"))
        // The code's inset is the keyboard's height: 258.
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 258)
        #expect(screen.sim.view(named: "scrollView")?.indicatorInset.bottom == 258)
        // shouldAutorotate is false: the screen does not turn with the device.
        #expect(!screen.binding.turns(to: .landscape))
        screen.apply(.dismiss)
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 0)
        // viewWillDisappear removed the block observers: nothing runs while the screen is away.
        screen.apply(.screenDisappear)
        screen.apply(.screenAppear)
        screen.apply(.focus("nameField"))
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 0)
    }

    // MARK: - A browser's address bar: curve options, additional safe area, a computed label

    static let browser = """
    import UIKit

    final class AddressBarController {
        weak var label: UILabel?
        var hint: UILabel? {
            get { label }
            set { label = newValue }
        }
    }

    class BrowserViewController: UIViewController {
        @IBOutlet weak var addressField: UITextField!
        @IBOutlet weak var statusLabel: UILabel!
        @IBOutlet weak var barBottom: NSLayoutConstraint!
        let bar = AddressBarController()
        var safeBottomSeen: CGFloat = -1

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.label = statusLabel
            additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        @objc func keyboardWillChange(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                  let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue else { return }
            safeBottomSeen = view.safeAreaInsets.bottom
            // The label's lines through a computed property, optionally chained, on screen.
            bar.hint?.numberOfLines = 0
            bar.hint?.text = end.minY < view.bounds.height ? "typing" : "idle"
            barBottom.constant = -max(0, view.bounds.height - end.minY)
            UIView.animate(withDuration: duration, delay: 0,
                           options: UIView.AnimationOptions(rawValue: curve << 16),
                           animations: { self.view.layoutIfNeeded() },
                           completion: nil)
        }
    }
    """

    static func browserScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "addressField", frame: Rect(x: 8, y: 619, width: 359, height: 40), parent: "view")
        try sim.addView(kind: .label, name: "statusLabel", frame: Rect(x: 8, y: 40, width: 359, height: 20), parent: "view")
        let pin = try sim.pin("addressField", .bottom, to: .safe, .bottom, constant: -8)
        try sim.namePin(id: pin.id, "barBottom")
    }

    @Test func browserBarRidesOnTheKeyboard() throws {
        var screen = try ControllerScreen(Self.browser, build: Self.browserScene)
        // viewDidLoad adds 10 to the safe area at the bottom: safe bottom 667 − 10 = 657, and the
        // pass after viewDidLoad puts the field's bottom at 657 − 8 = 649, y = 649 − 40 = 609.
        #expect(screen.sim.frame(of: "addressField")?.y == 609)
        screen.apply(.focus("addressField"))
        // constant −(667 − 409) = −258 from the safe bottom, which still holds the app's own 10:
        // bottom 657 − 258 = 399, y = 399 − 40 = 359 (the app lifts the bar 10 pt too far).
        #expect(screen.sim.frame(of: "addressField")?.y == 359)
        let probe = screen.repl.evaluate("""
            let b = _keylabController as! BrowserViewController
            print(b.safeBottomSeen, b.statusLabel.numberOfLines, b.statusLabel.text ?? "")
            """)
        // The iPhone 8 has no bottom safe area: what the code reads is the 10 it added.
        #expect(probe.output.contains("10.0 0 typing"), "\(probe.output)")
        screen.apply(.dismiss)
        // The app sets 0 on the way down, not the storyboard's −8: 657 − 40 = 617.
        #expect(screen.sim.frame(of: "addressField")?.y == 617)
    }

    // MARK: - A chat screen: input bar on the keyboard, a plain controller's table, rotation ends editing

    static let chat = """
    import UIKit

    extension UIViewController {
        func hideKeyboardWhenTappedAround() {
            let tap = UITapGestureRecognizer(target: self, action: #selector(UIViewController.dismissKeyboard))
            tap.cancelsTouchesInView = false
            view.addGestureRecognizer(tap)
        }

        @objc func dismissKeyboard() {
            view.endEditing(true)
        }
    }

    class ChatViewController: UIViewController {
        @IBOutlet weak var messagesTable: UITableView!
        @IBOutlet weak var inputBar: UIView!
        @IBOutlet weak var messageField: UITextField!
        @IBOutlet weak var sendButton: UIButton!
        @IBOutlet weak var inputBottom: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            hideKeyboardWhenTappedAround()
            sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
            sendButton.isEnabled = false
            messagesTable.keyboardDismissMode = .interactive
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let keyboard = view.convert(value.cgRectValue, from: nil)
            let overlap = view.bounds.maxY - keyboard.minY
            inputBottom.constant = -overlap
            // The table ends where the bar starts: it is covered by less than the keyboard.
            messagesTable.contentInset.bottom = max(0, messagesTable.frame.maxY - keyboard.minY)
            UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
        }

        @objc func keyboardWillHide(_ notification: Notification) {
            inputBottom.constant = 0
            messagesTable.contentInset.bottom = 0
        }
    }
    """

    static func chatScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "messagesTable", frame: Rect(x: 0, y: 0, width: 375, height: 611), parent: "view")
        try sim.addView(kind: .view, name: "inputBar", frame: Rect(x: 0, y: 611, width: 375, height: 56), parent: "view")
        try sim.addView(kind: .textfield, name: "messageField", frame: Rect(x: 8, y: 8, width: 310, height: 40), parent: "inputBar")
        try sim.addView(kind: .button, name: "sendButton", frame: Rect(x: 326, y: 8, width: 40, height: 40), parent: "inputBar")
        let pin = try sim.pin("inputBar", .bottom, to: .safe, .bottom)
        try sim.namePin(id: pin.id, "inputBottom")
        _ = try sim.pinSize("inputBar", .height, 56)
    }

    @Test func chatInputRidesOnTheKeyboardAndRotationHidesIt() throws {
        var screen = try ControllerScreen(Self.chat, build: Self.chatScene)
        screen.apply(.focus("messageField"))
        // Overlap 667 − 409 = 258: the bar's top at 667 − 258 − 56 = 353.
        #expect(screen.sim.frame(of: "inputBar")?.y == 353)
        // The table (bottom 611) is covered by 611 − 409 = 202; nothing of UIKit's is added.
        #expect(screen.sim.adjustedContentInset(of: "messagesTable")?.bottom == 202)
        // Rotating sends resignFirstResponder to the first responder: the keyboard goes.
        screen.apply(.rotate(to: .landscape))
        #expect(screen.sim.firstResponder == nil)
        #expect(!screen.sim.keyboard.visible)
        #expect(screen.sim.view(named: "messagesTable")?.contentInset.bottom == 0)
    }

    // MARK: - A note list of a notes app: a UITableViewController that insets its table too

    static let notesList = """
    import UIKit

    class NotesTableViewController: UITableViewController {
        @IBOutlet weak var searchField: UITextField!

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = NSLocalizedString("Notes", comment: "")
            navigationController?.navigationBar.prefersLargeTitles = true
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
        }

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // Copied from a plain controller: UITableViewController already does this.
            tableView.contentInset.bottom = frame.height
        }
    }
    """

    static func notesScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "tableView", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.addView(kind: .textfield, name: "searchField", frame: Rect(x: 16, y: 300, width: 343, height: 36), parent: "tableView")
    }

    @Test func aTableViewControllerThatInsetsItsTableCountsTheKeyboardTwice() throws {
        var screen = try ControllerScreen(Self.notesList, build: Self.notesScene)
        #expect(screen.binding.isTableViewController)
        screen.apply(.focus("searchField"))
        // UIKit's 667 − 409 = 258 plus the code's 258: 516, the double count a device shows.
        #expect(screen.sim.adjustedContentInset(of: "tableView")?.bottom == 516)
    }
}
