import Testing
import KeyboardSim
import SimUIKit

/// Form screens written as shipped apps write them (the first controllers are in
/// AppCorpusTests and AppCorpusMoreTests): a settings table owned by a plain
/// controller with cells registered by class, a profile editor that shifts its
/// view through the screen's coordinate space and ends editing on hide, a
/// portrait-only login that lifts its button with `additionalSafeAreaInsets`,
/// and a form in a page sheet. Each runs unmodified; the numbers are worked out
/// by hand for an iPhone 8 (375 × 667, status bar 20, keyboard 258 high with the
/// predictive bar, so its top is at 409) unless a test says otherwise.
@Suite struct AppCorpusFormsTests {
    // MARK: - Settings of a note-taking app: a plain controller's table, cells registered by class

    static let settings = """
    import UIKit

    enum SettingRow: Int, CaseIterable {
        case syncOnCellular, showPreviews, signature
        var title: String {
            switch self {
            case .syncOnCellular: return NSLocalizedString("Sync on cellular", comment: "")
            case .showPreviews: return NSLocalizedString("Show previews", comment: "")
            case .signature: return NSLocalizedString("Signature", comment: "")
            }
        }
    }

    final class SwitchCell: UITableViewCell {
        static let reuseID = "SwitchCell"
        let toggle = UISwitch()
        private(set) var madeBy = ""

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            madeBy = "style"
            selectionStyle = .none
            accessoryView = toggle
        }

        required init?(coder: NSCoder) {
            return nil
        }

        func configure(title: String, isOn: Bool) {
            textLabel?.text = title
            toggle.isOn = isOn
        }
    }

    final class TextCell: UITableViewCell {
        static let reuseID = "TextCell"
        let field = UITextField()
    }

    final class SectionHeader: UITableViewHeaderFooterView {
        var caption = "none"
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            caption = "General"
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class SettingsViewController: UIViewController {
        @IBOutlet private weak var tableView: UITableView!

        private var values: [SettingRow: Bool] = [.syncOnCellular: false, .showPreviews: true]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = NSLocalizedString("Settings", comment: "")
            tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.reuseID)
            tableView.register(TextCell.self, forCellReuseIdentifier: TextCell.reuseID)
            tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
            tableView.register(UINib(nibName: "FooterCell", bundle: nil), forCellReuseIdentifier: "Footer")
            tableView.dataSource = self
            tableView.delegate = self
            tableView.keyboardDismissMode = .onDrag
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }

        @objc private func keyboardWillChange(_ notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            // A table in a plain UIViewController gets no inset from UIKit: the app adds it.
            let keyboard = view.convert(value.cgRectValue, from: nil)
            let overlap = max(0, tableView.frame.maxY - keyboard.minY)
            tableView.contentInset.bottom = overlap
            tableView.scrollIndicatorInsets.bottom = overlap
        }
    }

    extension SettingsViewController: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            SettingRow.allCases.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let row = SettingRow(rawValue: indexPath.row) else { return UITableViewCell() }
            if row == .signature {
                guard let cell = tableView.dequeueReusableCell(withIdentifier: TextCell.reuseID, for: indexPath) as? TextCell else {
                    return UITableViewCell()
                }
                cell.field.placeholder = row.title
                return cell
            }
            guard let cell = tableView.dequeueReusableCell(withIdentifier: SwitchCell.reuseID, for: indexPath) as? SwitchCell else {
                return UITableViewCell()
            }
            cell.configure(title: row.title, isOn: values[row] ?? false)
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        }
    }
    """

    static func settingsScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "tableView", frame: Rect(x: 0, y: 20, width: 375, height: 647), parent: "view")
        try sim.addView(kind: .textfield, name: "signatureField", frame: Rect(x: 16, y: 520, width: 343, height: 44), parent: "tableView")
    }

    @Test func settingsInsetsItsOwnTableOnce() throws {
        var screen = try ControllerScreen(Self.settings, build: Self.settingsScene)
        screen.apply(.focus("signatureField"))
        // The table's bottom 20 + 647 = 667 − the keyboard's top 409 = 258, set by the app;
        // UIKit adds nothing for a plain controller's table, so the total stays 258 (not 516).
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 258)
        #expect(screen.sim.adjustedContentInset(of: "tableView")?.bottom == 258)
        screen.apply(.dismiss)
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 0)
    }

    @Test func settingsDequeuesTheCellClassesItRegistered() throws {
        let screen = try ControllerScreen(Self.settings + """

        // An extension, as the app's own code would be: `tableView` is private.
        extension SettingsViewController {
            func probe() -> String {
                guard let table = tableView else { return "none" }
                let c = self
                let first = table.cellForRow(at: IndexPath(row: 1, section: 0))
                let switchCell = first as? SwitchCell
                let textCell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? TextCell
                let header = table.delegate.flatMap { ($0 as? UITableViewDelegate)?.tableView(table, viewForHeaderInSection: 0) } as? SectionHeader
                let footer = table.dequeueReusableCell(withIdentifier: "Footer")
                return [String(describing: type(of: first ?? UITableViewCell())), switchCell?.madeBy ?? "-",
                        switchCell?.textLabel?.text ?? "-", "\\(switchCell?.toggle.isOn ?? false)",
                        switchCell?.reuseIdentifier ?? "-", "\\(switchCell?.accessoryView === switchCell?.toggle)",
                        textCell?.field.placeholder ?? "-", header?.caption ?? "-",
                        String(describing: type(of: footer ?? UITableViewCell())), c.title ?? ""].joined(separator: "|")
            }
        }
        func probe() -> String { (_keylabController as? SettingsViewController)?.probe() ?? "none" }
        """, build: Self.settingsScene)
        // Row 1 is "Show previews", on; its cell is a SwitchCell made by init(style:reuseIdentifier:);
        // row 2 a TextCell (no initializer of its own: UITableViewCell's ran); the header is the
        // registered SectionHeader; a nib-registered cell is a plain UITableViewCell (no nib files).
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string(
            "SwitchCell|style|Show previews|true|SwitchCell|true|Signature|General|UITableViewCell|Settings"))
    }

    // MARK: - A profile editor of a social app: the screen's coordinate space, endEditing on hide

    static let profileEditor = """
    import UIKit

    class ProfileEditViewController: UIViewController {
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var bioField: UITextField!
        @IBOutlet weak var websiteField: UITextField!

        private weak var activeField: UITextField?
        private let spacing: CGFloat = 8
        private(set) var hides = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            [nameField, bioField, websiteField].forEach { $0.delegate = self }
            websiteField.keyboardType = .URL
            websiteField.autocapitalizationType = .none
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(keyboardWillShow(notification:)),
                               name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(self, selector: #selector(keyboardWillHide(notification:)),
                               name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardWillShow(notification: NSNotification) {
            guard let field = activeField,
                  let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            else { return }
            // The keyboard's frame is in the screen's coordinates: bring the field there too.
            let fieldOnScreen = field.convert(field.bounds, to: UIScreen.main.coordinateSpace)
            let overlap = fieldOnScreen.maxY + spacing - keyboardFrame.minY
            if overlap > 0 {
                view.frame.origin.y = -overlap
            }
        }

        @objc func keyboardWillHide(notification: NSNotification) {
            hides += 1
            view.frame.origin.y = 0
            view.endEditing(true)
        }
    }

    extension ProfileEditViewController: UITextFieldDelegate {
        func textFieldDidBeginEditing(_ textField: UITextField) {
            activeField = textField
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            activeField = nil
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
                next.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
            }
            return true
        }
    }
    """

    static func profileScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 20, y: 380, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "bioField", frame: Rect(x: 20, y: 470, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "websiteField", frame: Rect(x: 20, y: 560, width: 335, height: 44), parent: "view")
    }

    @Test func profileEditorShiftsByTheFieldsOverlapInScreenCoordinates() throws {
        var screen = try ControllerScreen(Self.profileEditor, build: Self.profileScene)
        screen.apply(.focus("websiteField"))
        // The field's bottom 560 + 44 = 604, + 8 = 612, − the keyboard's top 409 = 203.
        #expect(screen.root.y == -203)
        screen.apply(.dismiss)
        // The hide handler puts the view back; its endEditing(true) finds nothing left to end.
        #expect(screen.root.y == 0)
        #expect(screen.sim.firstResponder == nil)
    }

    @Test func profileEditorsReturnKeyWalksTheTags() throws {
        var screen = try ControllerScreen(Self.profileEditor + """

        func probe() -> String {
            guard let c = _keylabController as? ProfileEditViewController else { return "none" }
            c.nameField.tag = 1
            c.bioField.tag = 2
            c.websiteField.tag = 3
            _ = c.textFieldShouldReturn(c.nameField)
            return "\\(c.bioField.isFirstResponder)|\\(c.view.viewWithTag(3) === c.websiteField)|\\(c.view.viewWithTag(9) == nil)|\\(c.hides)"
        }
        """, build: Self.profileScene)
        screen.apply(.focus("nameField"))
        // nameField (bottom 424 + 8 = 432) is covered by 432 − 409 = 23.
        #expect(screen.root.y == -23)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("true|true|true|0"))
    }

    // MARK: - A portrait-only login of a banking app: additionalSafeAreaInsets lifts the button

    static let login = """
    import UIKit

    final class LoginViewController: UIViewController {
        @IBOutlet weak var emailField: UITextField!
        @IBOutlet weak var passwordField: UITextField!
        @IBOutlet weak var loginButton: UIButton!

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { false }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            loginButton.isEnabled = false
            loginButton.setTitle(NSLocalizedString("Log In", comment: "button"), for: .normal)
            emailField.addTarget(self, action: #selector(textChanged), for: .editingChanged)
            passwordField.addTarget(self, action: #selector(textChanged), for: .editingChanged)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc private func textChanged() {
            loginButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
        }

        @objc private func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // The safe area already holds the home indicator's part: add only the rest.
            let inset = frame.height - (view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
            additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
                self.view.layoutIfNeeded()
            }
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            additionalSafeAreaInsets = .zero
            view.layoutIfNeeded()
        }
    }
    """

    static func loginScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "emailField", frame: Rect(x: 20, y: 200, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "passwordField", frame: Rect(x: 20, y: 260, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .button, name: "loginButton", frame: Rect(x: 20, y: 0, width: 335, height: 50), parent: "view")
        _ = try sim.pin("loginButton", .bottom, to: .safe, .bottom, constant: -16)
        _ = try sim.pinSize("loginButton", .height, 50)
    }

    @Test func loginLiftsItsButtonThroughTheSafeArea() throws {
        var screen = try ControllerScreen(Self.login, build: Self.loginScene)
        // Safe bottom 667 (no home indicator on an iPhone 8): 667 − 16 − 50 = 601.
        #expect(screen.sim.frame(of: "loginButton")?.y == 601)
        screen.apply(.focus("emailField"))
        // The code reads the safe area it set: 258 at the bottom.
        #expect(Self.safeBottom(screen) == "258.0\n")
        // additionalSafeAreaInsets.bottom = 258 − 0: safe bottom 409, 409 − 16 − 50 = 343.
        #expect(screen.sim.frame(of: "loginButton")?.y == 343)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "loginButton")?.y == 601)
    }

    @Test func loginOnAnIPhoneXAddsOnlyWhatTheHomeIndicatorDoesNotCover() throws {
        var screen = try ControllerScreen(Self.login, device: "iphone-x") { sim in
            try sim.addView(kind: .textfield, name: "emailField", frame: Rect(x: 20, y: 200, width: 335, height: 44), parent: "view")
            try sim.addView(kind: .textfield, name: "passwordField", frame: Rect(x: 20, y: 260, width: 335, height: 44), parent: "view")
            try sim.addView(kind: .button, name: "loginButton", frame: Rect(x: 20, y: 0, width: 335, height: 50), parent: "view")
            _ = try sim.pin("loginButton", .bottom, to: .safe, .bottom, constant: -16)
            _ = try sim.pinSize("loginButton", .height, 50)
        }
        // Safe bottom 812 − 34 = 778: 778 − 16 − 50 = 712.
        #expect(screen.sim.frame(of: "loginButton")?.y == 712)
        screen.apply(.focus("passwordField"))
        // Extra inset 335 − 34 = 301: safe bottom 778 − 301 = 477 (the keyboard's top, 812 − 335);
        // 477 − 16 − 50 = 411. The code reads 34 + 301 = 335.
        #expect(Self.safeBottom(screen) == "335.0\n")
        #expect(screen.sim.frame(of: "loginButton")?.y == 411)
    }

    static func safeBottom(_ screen: ControllerScreen) -> String {
        screen.repl.evaluate("print((_keylabController as? LoginViewController)?.view.safeAreaInsets.bottom ?? -1)").output
    }

    @Test func loginStaysPortraitWhenTheDeviceTurns() throws {
        let screen = try ControllerScreen(Self.login, build: Self.loginScene)
        // `.portrait` only, and shouldAutorotate false: `:rotate` turns the device, not this screen.
        #expect(!screen.binding.turns(to: .landscape))
        // The button's title and state are kept.
        let c = "(_keylabController as? LoginViewController)"
        #expect(screen.repl.evaluate("print(\(c)?.loginButton.title(for: .normal) ?? \"-\", \(c)?.loginButton.isEnabled ?? true)").output
                == "Log In false\n")
    }

    // MARK: - A "new reminder" form in a page sheet: the sheet's own coordinates

    static let reminderSheet = """
    import UIKit

    final class NewReminderViewController: UIViewController {
        @IBOutlet weak var titleField: UITextField!
        @IBOutlet weak var notesView: UITextView!
        @IBOutlet weak var addButton: UIButton!
        @IBOutlet weak var addButtonBottom: NSLayoutConstraint!

        var onSave: ((String) -> Void)?

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            modalPresentationStyle = .pageSheet
            isModalInPresentation = true
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            titleField.returnKeyType = .next
            titleField.delegate = self
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        @objc private func keyboardFrameWillChange(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                  let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            // The sheet does not start at the screen's top: convert before comparing.
            let keyboardInView = view.convert(endFrame, from: view.window)
            let covered = max(0, view.bounds.height - keyboardInView.minY)
            addButtonBottom.constant = covered + 12
            view.layoutIfNeeded()
        }

        @IBAction func addTapped(_ sender: UIButton) {
            onSave?(titleField.text ?? "")
            dismiss(animated: true)
        }
    }

    extension NewReminderViewController: UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            notesView.becomeFirstResponder()
            return false
        }
    }
    """

    @Test func reminderSheetConvertsTheKeyboardIntoItsOwnCoordinates() throws {
        var screen = try ControllerScreen(Self.reminderSheet) { sim in
            try sim.addView(kind: .textfield, name: "titleField", frame: Rect(x: 16, y: 60, width: 343, height: 44), parent: "view")
            try sim.addView(kind: .textview, name: "notesView", frame: Rect(x: 16, y: 120, width: 343, height: 200), parent: "view")
            try sim.addView(kind: .button, name: "addButton", frame: Rect(x: 16, y: 0, width: 343, height: 50), parent: "view")
            _ = try sim.pinSize("addButton", .height, 50)
            let pin = try sim.pin(stated: "view", .bottom, to: "addButton", .bottom, constant: 12)
            try sim.namePin(id: pin.id, "addButtonBottom")
        }
        // A page sheet on an iPhone 8: its root view is (0, 30, 375, 637).
        #expect(screen.sim.hostFrame == Rect(x: 0, y: 30, width: 375, height: 637))
        // view.bottom = add.bottom + 12: 637 − 12 − 50 = 575 in the sheet.
        #expect(screen.sim.frame(of: "addButton")?.y == 575)
        screen.apply(.focus("titleField"))
        // The keyboard's top 409 is 409 − 30 = 379 in the sheet: covered 637 − 379 = 258;
        // constant 270: 637 − 270 − 50 = 317, the button's bottom 367 + 30 = 397 on screen, 12 above 409.
        #expect(screen.sim.frame(of: "addButton")?.y == 317)
        // Return moves on to the notes.
        #expect(screen.repl.evaluate("_ = (_keylabController as? NewReminderViewController)?.textFieldShouldReturn(UITextField())").failed == false)
    }
}
