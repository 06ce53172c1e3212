import Testing
import KeyboardSim
import SimUIKit

/// Composer-style screens written as shipped apps write them: a comment
/// composer whose text view grows, an onboarding screen whose bottom button is
/// held by a code constraint with the container as its first item, a search
/// screen whose keyboard observer is a plain Swift class (no NSObject) and
/// defers work to the main queue, and a chat screen with a toolbar above the
/// keyboard. Each runs unmodified; the numbers are worked out by hand (iPhone 8:
/// 375 × 667, keyboard 258 with its top at 409; iPhone X: 375 × 812, safe area
/// 44 / 34, keyboard 335 with its top at 477).
@Suite struct AppCorpusComposerTests {
    // MARK: - A comment composer of a photo app: a growing text view, the trailing-closure animate

    static let composer = """
    import UIKit

    final class CommentComposerViewController: UIViewController {
        @IBOutlet weak var composerView: UIView!
        @IBOutlet weak var textView: UITextView!
        @IBOutlet weak var sendButton: UIButton!
        @IBOutlet weak var composerBottom: NSLayoutConstraint!
        @IBOutlet weak var textViewHeight: NSLayoutConstraint!

        private let minimumHeight: CGFloat = 36
        private let lineHeight: CGFloat = 20
        private let maximumLines = 4

        override func viewDidLoad() {
            super.viewDidLoad()
            textView.delegate = self
            textView.isScrollEnabled = false
            textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
            sendButton.isEnabled = false
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc private func keyboardWillShow(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
            // The constraint is to the safe area, which already ends above the home indicator.
            composerBottom.constant = frame.height - view.safeAreaInsets.bottom
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut) {
                self.view.layoutIfNeeded()
            }
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            composerBottom.constant = 0
            UIView.animate(withDuration: 0.25) {
                self.view.layoutIfNeeded()
            }
        }
    }

    extension CommentComposerViewController: UITextViewDelegate {
        func textViewDidChange(_ textView: UITextView) {
            let lines = textView.text.components(separatedBy: "\\n").count
            let shown = min(max(lines, 1), maximumLines)
            textViewHeight.constant = minimumHeight + CGFloat(shown - 1) * lineHeight
            textView.isScrollEnabled = lines > maximumLines
            sendButton.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            view.layoutIfNeeded()
        }
    }
    """

    static func composerScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .view, name: "composerView", frame: Rect(x: 0, y: 700, width: 375, height: 78), parent: "view")
        try sim.addView(kind: .textview, name: "textView", frame: Rect(x: 8, y: 8, width: 300, height: 36), parent: "composerView")
        try sim.addView(kind: .button, name: "sendButton", frame: Rect(x: 316, y: 8, width: 51, height: 36), parent: "composerView")
        _ = try sim.pinSize("composerView", .height, 78)
        let bottom = try sim.pin(stated: "safe", .bottom, to: "composerView", .bottom, constant: 0)
        try sim.namePin(id: bottom.id, "composerBottom")
        let height = try sim.pinSize("textView", .height, 36)
        try sim.namePin(id: height.id, "textViewHeight")
    }

    @Test func composerSitsOnTheKeyboardOfAnIPhoneX() throws {
        var screen = try ControllerScreen(Self.composer, device: "iphone-x", build: Self.composerScene)
        // safe.bottom = composer.bottom + 0: 812 − 34 = 778, y = 778 − 78 = 700.
        #expect(screen.sim.frame(of: "composerView")?.y == 700)
        screen.apply(.focus("textView"))
        // constant = 335 − 34 = 301: bottom 778 − 301 = 477, the keyboard's top; y = 399.
        #expect(screen.sim.frame(of: "composerView")?.y == 399)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "composerView")?.y == 700)
    }

    @Test func composersTextViewGrowsWithItsLines() throws {
        let screen = try ControllerScreen(Self.composer + """

        func probe(_ text: String) -> String {
            guard let c = _keylabController as? CommentComposerViewController else { return "none" }
            c.textView.text = text
            c.textViewDidChange(c.textView)
            return "\\(c.textViewHeight.constant)|\\(c.textView.isScrollEnabled)|\\(c.sendButton.isEnabled)"
        }
        """, device: "iphone-x", build: Self.composerScene)
        // One line: 36; three: 36 + 2 × 20 = 76; six: capped at four lines, 96, and it scrolls.
        #expect(screen.repl.call(function: "probe", arguments: [.string("nice")]).value == .string("36.0|false|true"))
        #expect(screen.repl.call(function: "probe", arguments: [.string("a\nb\nc")]).value == .string("76.0|false|true"))
        #expect(screen.repl.call(function: "probe", arguments: [.string("1\n2\n3\n4\n5\n6")]).value == .string("96.0|true|true"))
        #expect(screen.repl.call(function: "probe", arguments: [.string(" \n ")]).value == .string("56.0|false|false"))
    }

    // MARK: - Onboarding of a fitness app: a stack view, a container-first code constraint, a transform

    static let onboarding = """
    import UIKit

    final class OnboardingViewController: UIViewController {
        @IBOutlet weak var stackView: UIStackView!
        @IBOutlet weak var logoView: UIImageView!
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var continueButton: UIButton!

        private var buttonBottom: NSLayoutConstraint!
        private let margin: CGFloat = 24
        private(set) var steps: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            stackView.axis = .vertical
            stackView.spacing = 16
            stackView.alignment = .fill
            logoView.contentMode = .scaleAspectFit
            continueButton.translatesAutoresizingMaskIntoConstraints = false
            // As a storyboard writes it: the container first, the button second.
            buttonBottom = NSLayoutConstraint(item: view!, attribute: .bottom, relatedBy: .equal,
                                              toItem: continueButton, attribute: .bottom,
                                              multiplier: 1, constant: margin)
            NSLayoutConstraint.activate([
                buttonBottom,
                continueButton.heightAnchor.constraint(equalToConstant: 50),
            ])
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc private func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            buttonBottom.constant = frame.height + margin
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                self.logoView.transform = CGAffineTransform(translationX: 0, y: -60)
                self.view.layoutIfNeeded()
            }
            DispatchQueue.main.async {
                self.steps.append("faded \\(self.logoView.frame.minY)")
                self.logoView.alpha = 0.4
            }
            steps.append("shown")
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            buttonBottom.constant = margin
            logoView.transform = .identity
            logoView.alpha = 1
            view.layoutIfNeeded()
        }
    }
    """

    static func onboardingScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .view, name: "stackView", frame: Rect(x: 20, y: 80, width: 335, height: 220), parent: "view")
        try sim.addView(kind: .view, name: "logoView", frame: Rect(x: 0, y: 0, width: 335, height: 160), parent: "stackView")
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 0, y: 176, width: 335, height: 44), parent: "stackView")
        try sim.addView(kind: .button, name: "continueButton", frame: Rect(x: 20, y: 560, width: 335, height: 50), parent: "view")
    }

    @Test func onboardingsContainerFirstConstraintLiftsTheButton() throws {
        var screen = try ControllerScreen(Self.onboarding + """

        func probe() -> String {
            guard let c = _keylabController as? OnboardingViewController else { return "none" }
            return c.steps.joined(separator: ",") + "|\\(c.logoView.alpha)|\\(c.logoView.transform.ty)"
        }
        """, build: Self.onboardingScene)
        // view.bottom = button.bottom + 24: 667 − 24 = 643, y = 593.
        #expect(screen.sim.frame(of: "continueButton")?.y == 593)
        screen.apply(.focus("nameField"))
        // constant 258 + 24 = 282: bottom 667 − 282 = 385, y = 335 (up, not down).
        #expect(screen.sim.frame(of: "continueButton")?.y == 335)
        // The logo moved up 60 in the stack view (0 → −60); the main-queue block ran after the
        // handler, saw the moved logo and faded it.
        #expect(screen.sim.frame(of: "logoView")?.y == -60)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("shown,faded -60.0|0.4|-60.0"))
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "continueButton")?.y == 593)
        #expect(screen.sim.frame(of: "logoView")?.y == 0)
    }

    // MARK: - Search of a developer-docs app: a plain Swift keyboard observer, the main queue

    static let search = """
    import UIKit

    /// Not an NSObject: a plain Swift class whose @objc methods are the observers.
    final class KeyboardObserver {
        var onChange: ((CGFloat) -> Void)?
        private(set) var height: CGFloat = 0

        init() {
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(willChangeFrame(_:)),
                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: #selector(willHide(_:)),
                               name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }

        @objc private func willChangeFrame(_ notification: Notification) {
            guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            height = max(0, UIScreen.main.bounds.height - end.minY)
            onChange?(height)
        }

        @objc private func willHide(_ notification: Notification) {
            height = 0
            onChange?(0)
        }
    }

    final class SearchViewController: UIViewController {
        @IBOutlet weak var searchField: UITextField!
        @IBOutlet weak var resultsTable: UITableView!
        @IBOutlet weak var emptyLabel: UILabel!

        private let keyboard = KeyboardObserver()
        private let catalog = ["Swift", "SwiftUI", "UIKit", "Combine", "Core Data"]
        private var results: [String] = []
        private(set) var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            searchField.returnKeyType = .search
            searchField.clearButtonMode = .whileEditing
            searchField.autocorrectionType = .no
            searchField.delegate = self
            resultsTable.dataSource = self
            keyboard.onChange = { [weak self] height in
                guard let self = self else { return }
                self.resultsTable.contentInset.bottom = height
                self.log.append("inset \\(Int(height))")
                DispatchQueue.main.async {
                    // Centred in what the keyboard leaves: half its height up.
                    self.emptyLabel.transform = CGAffineTransform(translationX: 0, y: -height / 2)
                    self.log.append("label \\(Int(self.emptyLabel.frame.minY))")
                }
            }
        }
    }

    extension SearchViewController: UITextFieldDelegate, UITableViewDataSource {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            let query = (textField.text ?? "").lowercased()
            results = catalog.filter { $0.lowercased().hasPrefix(query) }
            emptyLabel.isHidden = !results.isEmpty
            resultsTable.reloadData()
            textField.resignFirstResponder()
            return true
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            results.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Result") ?? UITableViewCell(style: .default, reuseIdentifier: "Result")
            cell.textLabel?.text = results[indexPath.row]
            return cell
        }
    }
    """

    static func searchScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "searchField", frame: Rect(x: 16, y: 28, width: 343, height: 36), parent: "view")
        try sim.addView(kind: .tableview, name: "resultsTable", frame: Rect(x: 0, y: 72, width: 375, height: 595), parent: "view")
        try sim.addView(kind: .label, name: "emptyLabel", frame: Rect(x: 20, y: 400, width: 335, height: 30), parent: "view")
    }

    @Test func searchsPlainSwiftObserverIsCalledAndItsMainQueueBlockRunsAfter() throws {
        var screen = try ControllerScreen(Self.search + """

        func probe() -> String {
            guard let c = _keylabController as? SearchViewController else { return "none" }
            c.searchField.text = "swi"
            _ = c.textFieldShouldReturn(c.searchField)
            return c.log.joined(separator: ",") + "|\\(c.resultsTable.numberOfRows(inSection: 0))|\\(c.emptyLabel.isHidden)"
        }
        """, build: Self.searchScene)
        screen.apply(.focus("searchField"))
        // The screen's bottom 667 − the keyboard's top 409 = 258; the table ends at the screen's
        // bottom (72 + 595), and a plain controller's table gets nothing from UIKit: 258 in all.
        #expect(screen.sim.view(named: "resultsTable")?.contentInset.bottom == 258)
        #expect(screen.sim.adjustedContentInset(of: "resultsTable")?.bottom == 258)
        // The label is centred above the keyboard: 400 − 258 / 2 = 271.
        #expect(screen.sim.frame(of: "emptyLabel")?.y == 271)
        // "swi" finds Swift and SwiftUI; return resigns, the hide handler puts the label back.
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string(
            "inset 258,label 271|2|true"))
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "emptyLabel")?.y == 400)
        #expect(screen.sim.view(named: "resultsTable")?.contentInset.bottom == 0)
    }

    // MARK: - A support chat: a toolbar above the keyboard, the message list inset

    static let supportChat = """
    import UIKit

    class SupportChatViewController: UIViewController {
        @IBOutlet var messagesTable: UITableView!
        @IBOutlet var messageField: UITextField!

        private(set) var doneTaps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            messagesTable.contentInsetAdjustmentBehavior = .never
            messagesTable.keyboardDismissMode = .interactive
            messageField.inputAccessoryView = makeAccessoryBar()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        private func makeAccessoryBar() -> UIToolbar {
            let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
            bar.barStyle = .default
            bar.items = [
                UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped)),
            ]
            bar.sizeToFit()
            return bar
        }

        @objc private func doneTapped() {
            doneTaps += 1
            messageField.resignFirstResponder()
        }

        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let keyboardTop = view.convert(endFrame, from: nil).minY
            let covered = max(0, messagesTable.frame.maxY - keyboardTop)
            messagesTable.contentInset.bottom = covered
            messagesTable.verticalScrollIndicatorInsets.bottom = covered
        }
    }
    """

    static func supportChatScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "messagesTable", frame: Rect(x: 0, y: 44, width: 375, height: 694), parent: "view")
        try sim.addView(kind: .textfield, name: "messageField", frame: Rect(x: 16, y: 746, width: 343, height: 36), parent: "view")
    }

    @Test func supportChatCountsItsToolbarInTheKeyboardsFrame() throws {
        var screen = try ControllerScreen(Self.supportChat + """

        func probe() -> String {
            guard let c = _keylabController as? SupportChatViewController,
                  let bar = c.messageField.inputAccessoryView as? UIToolbar else { return "none" }
            return "\\(bar.frame.height)|\\(bar.items?.count ?? 0)|\\(bar.items?.last?.title ?? "")"
        }
        """, device: "iphone-x", build: Self.supportChatScene)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("44.0|2|Done"))
        screen.apply(.focus("messageField"))
        // The keyboard 335 + the 44-point bar = 379: its top at 812 − 379 = 433;
        // the table's bottom 44 + 694 = 738 is covered by 738 − 433 = 305.
        #expect(screen.sim.view(named: "messagesTable")?.contentInset.bottom == 305)
        #expect(screen.sim.view(named: "messagesTable")?.indicatorInset.bottom == 305)
        screen.apply(.dismiss)
        #expect(screen.sim.view(named: "messagesTable")?.contentInset.bottom == 0)
    }
}
