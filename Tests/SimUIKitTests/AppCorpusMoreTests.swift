import Testing
import KeyboardSim
import SimUIKit

/// More of our own controllers in the style of shipped apps (AppCorpusTests has
/// the first ones): tables and collections with data sources, cells registered
/// by class, `as NSDictionary`, Swift errors' `localizedDescription`, image
/// contexts, block observers kept as tokens, a UITableViewController's own data
/// source methods, storyboard-shaped constraints. Each runs unmodified; the
/// numbers are worked out by hand for an iPhone 8 (375 × 667, status bar 20,
/// keyboard 258 high with the predictive bar, so its top is at 409).
@Suite struct AppCorpusMoreTests {
    // MARK: - A conversation of a chat app: a table with a data source, block observers

    static let thread = """
    import UIKit

    struct Message {
        let text: String
        let isMine: Bool
    }

    final class MessageCell: UITableViewCell {
        static var reuseIdentifier: String { String(describing: MessageCell.self) }
        var bubbleColor: UIColor = .systemBlue
    }

    final class ThreadViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        @IBOutlet weak var composer: UIView!
        @IBOutlet weak var messageField: UITextField!
        @IBOutlet weak var composerBottom: NSLayoutConstraint!

        private var messages: [Message] = (1...30).map { Message(text: "Message \\($0)", isMine: $0 % 2 == 0) }
        private var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self
            tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
            tableView.contentInsetAdjustmentBehavior = .never
            tableView.separatorStyle = .none
            tableView.rowHeight = 60
            tableView.reloadData()
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let center = NotificationCenter.default
            observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillShow(note)
            })
            observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                object: nil, queue: .main) { [weak self] _ in
                self?.composerBottom.constant = 0
                self?.tableView.contentInset = .zero
            })
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            observers.forEach { NotificationCenter.default.removeObserver($0) }
            observers.removeAll()
        }

        private func keyboardWillShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let keyboardTop = view.convert(frame, from: nil).minY
            composerBottom.constant = -(view.bounds.height - keyboardTop)
            tableView.contentInset.bottom = tableView.frame.maxY - keyboardTop
            scrollToLastMessage()
        }

        private func scrollToLastMessage() {
            guard !messages.isEmpty else { return }
            let last = IndexPath(row: messages.count - 1, section: 0)
            tableView.scrollToRow(at: last, at: .bottom, animated: true)
        }
    }

    extension ThreadViewController: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
            let message = messages[indexPath.row]
            cell.textLabel?.text = message.text
            cell.textLabel?.textAlignment = message.isMine ? .right : .left
            cell.selectionStyle = .none
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
    """

    static func threadScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "tableView", frame: Rect(x: 0, y: 20, width: 375, height: 591), parent: "view")
        try sim.addView(kind: .view, name: "composer", frame: Rect(x: 0, y: 611, width: 375, height: 56), parent: "view")
        try sim.addView(kind: .textfield, name: "messageField", frame: Rect(x: 8, y: 8, width: 359, height: 40), parent: "composer")
        let pin = try sim.pin("composer", .bottom, to: .safe, .bottom)
        try sim.namePin(id: pin.id, "composerBottom")
        _ = try sim.pinSize("composer", .height, 56)
    }

    @Test func threadLiftsItsComposerAndScrollsToTheLastMessage() throws {
        var screen = try ControllerScreen(Self.thread, build: Self.threadScene)
        screen.apply(.focus("messageField"))
        // The composer's bottom at the keyboard's top: 409 − 56 = 353.
        #expect(screen.sim.frame(of: "composer")?.y == 353)
        // The table (bottom 20 + 591 = 611) is covered by 611 − 409 = 202.
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 202)
        // 30 rows of 60 = 1800 pt; 591 − 202 = 389 visible; the last row's bottom (1800)
        // at the visible bottom: offset 1800 − 389 = 1411 (the most it can scroll: 1800 + 202 − 591).
        #expect(screen.sim.view(named: "tableView")?.contentOffset.y == 1411)
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "composer")?.y == 611)
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 0)
    }

    @Test func threadsDataSourceAnswersTheTable() throws {
        let screen = try ControllerScreen(Self.thread + """

        func probe() -> String {
            guard let c = _keylabController as? ThreadViewController, let table = c.tableView else { return "none" }
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
            return [String(table.numberOfRows(inSection: 0)), String(table.numberOfSections),
                    cell?.textLabel?.text ?? "", table._registered["MessageCell"] ?? "",
                    String(table._reloads), "\\(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY)"].joined(separator: "|")
        }
        """, build: Self.threadScene)
        // Rows 30, one section, row 2 is "Message 3", MessageCell registered by its class,
        // reloaded once, row 3 starts at 3 × 60 = 180.
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("30|1|Message 3|MessageCell|1|180.0"))
    }

    // MARK: - A post editor of a blogging app: `as NSDictionary`, a Swift error's description, an alert

    static let postEditor = """
    import UIKit

    enum DraftError: Error {
        case tooLong(limit: Int)
        case empty
        case offline
    }

    class PostEditorViewController: UIViewController {
        @IBOutlet weak var scrollView: UIScrollView!
        @IBOutlet weak var titleField: UITextField!
        @IBOutlet weak var bodyView: UITextView!

        private(set) var lastError = ""
        private(set) var lastCode = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.contentInsetAdjustmentBehavior = .never
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(keyboardChanged(_:)),
                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: #selector(keyboardChanged(_:)),
                               name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc func keyboardChanged(_ notification: Notification) {
            guard let userInfo = notification.userInfo else { return }
            let info = userInfo as NSDictionary
            guard let value = info.object(forKey: UIResponder.keyboardFrameEndUserInfoKey) as? NSValue else { return }
            let frame = view.convert(value.cgRectValue, from: view.window)
            let hiding = notification.name == UIResponder.keyboardWillHideNotification
            let bottom = hiding ? 0 : max(0, view.bounds.maxY - frame.minY)
            scrollView.contentInset.bottom = bottom
            scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }

        func save() {
            do {
                try validate()
            } catch {
                lastError = error.localizedDescription
                lastCode = (error as NSError).code
                DispatchQueue.main.async { [weak self] in
                    let alert = UIAlertController(title: "Draft", message: self?.lastError, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self?.present(alert, animated: true)
                }
            }
        }

        private func validate() throws {
            let body = bodyView.text ?? ""
            if body.isEmpty { throw DraftError.empty }
            if body.count > 10 { throw DraftError.tooLong(limit: 10) }
        }
    }
    """

    static func postEditorScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .scrollview, name: "scrollView", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.addView(kind: .textfield, name: "titleField", frame: Rect(x: 16, y: 20, width: 343, height: 44), parent: "scrollView")
        try sim.addView(kind: .textview, name: "bodyView", frame: Rect(x: 16, y: 80, width: 343, height: 300), parent: "scrollView")
    }

    @Test func postEditorInsetsThroughAnNSDictionary() throws {
        var screen = try ControllerScreen(Self.postEditor, build: Self.postEditorScene)
        screen.apply(.focus("titleField"))
        // The scroll view's bottom 667 − the keyboard's top 409 = 258.
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 258)
        #expect(screen.sim.view(named: "scrollView")?.indicatorInset.bottom == 258)
        screen.apply(.dismiss)
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 0)
    }

    @Test func postEditorShowsASwiftErrorsDescription() throws {
        let screen = try ControllerScreen(Self.postEditor + """

        func probe() -> String {
            guard let c = _keylabController as? PostEditorViewController else { return "none" }
            c.bodyView.text = ""
            c.save()
            let empty = "\\(c.lastError)|\\(c.lastCode)"
            c.bodyView.text = "far too long a post"
            c.save()
            _ = _keylabDrainMainQueue(8)
            return empty + "|\\(c.lastError)|\\(c.lastCode)"
        }
        """, build: Self.postEditorScene)
        // Swift numbers an enum's cases with associated values first: tooLong 0, empty 1, offline 2
        // (checked with swift 6 on Linux, whose Foundation words it "could not"; iOS's says "couldn’t").
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string(
            "The operation couldn’t be completed. (main.DraftError error 1.)|1|"
            + "The operation couldn’t be completed. (main.DraftError error 0.)|0"))
    }

    // MARK: - A habit's detail screen: curve options, an image drawn in code, `type(of:)`

    static let habitDetail = """
    import UIKit

    class HabitDetailViewController: UIViewController {
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var notesField: UITextField!
        @IBOutlet weak var saveButton: UIButton!
        @IBOutlet weak var iconView: UIImageView!
        @IBOutlet weak var saveBottom: NSLayoutConstraint!

        private let restingGap: CGFloat = 20

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = String(describing: type(of: self))
            iconView.image = makeIcon(side: 40)
            saveButton.layer.cornerRadius = 8
            [nameField, notesField].forEach { $0?.clearButtonMode = .whileEditing }
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        private func makeIcon(side: CGFloat) -> UIImage {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
            return renderer.image { context in
                UIColor.systemGreen.setFill()
                context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
            }
        }

        @objc private func keyboardWillShow(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
            saveBottom.constant = -(frame.height + restingGap)
            UIView.animate(withDuration: duration, delay: 0,
                           options: UIView.AnimationOptions(rawValue: UInt(curve) << 16),
                           animations: { self.view.layoutIfNeeded() })
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            saveBottom.constant = -restingGap
            view.layoutIfNeeded()
        }
    }
    """

    static func habitScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .view, name: "iconView", frame: Rect(x: 167, y: 60, width: 40, height: 40), parent: "view")
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 20, y: 120, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "notesField", frame: Rect(x: 20, y: 180, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .button, name: "saveButton", frame: Rect(x: 20, y: 603, width: 335, height: 44), parent: "view")
        let pin = try sim.pin("saveButton", .bottom, to: .safe, .bottom, constant: -20)
        try sim.namePin(id: pin.id, "saveBottom")
        _ = try sim.pinSize("saveButton", .height, 44)
    }

    @Test func habitDetailKeepsSaveOverTheKeyboardAndStaysPortrait() throws {
        var screen = try ControllerScreen(Self.habitDetail, build: Self.habitScene)
        screen.apply(.focus("notesField"))
        // Bottom 667 − (258 + 20) = 389, so y = 389 − 44 = 345.
        #expect(screen.sim.frame(of: "saveButton")?.y == 345)
        screen.apply(.dismiss)
        // 667 − 20 − 44 = 603.
        #expect(screen.sim.frame(of: "saveButton")?.y == 603)
    }

    @Test func habitDetailDrawsItsIconAndNamesItsClass() throws {
        let screen = try ControllerScreen(Self.habitDetail + """

        func probe() -> String {
            guard let c = _keylabController as? HabitDetailViewController else { return "none" }
            return "\\(c.title ?? "")|\\(c.iconView.image?.size.width ?? 0)|\\(c.nameField.clearButtonMode == .whileEditing)"
        }
        """, build: Self.habitScene)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("HabitDetailViewController|40.0|true"))
    }

    // MARK: - A photo's comments: a UITableViewController overriding its data source methods

    static let comments = """
    import UIKit

    class CommentsViewController: UITableViewController {
        @IBOutlet weak var commentField: UITextField!

        var comments = ["Lovely", "Where is this?", "🔥", "Great light", "Saved"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Comment")
            tableView.estimatedRowHeight = 56
            tableView.rowHeight = UITableView.automaticDimension
            commentField.returnKeyType = .send
            commentField.delegate = self
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            comments.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Comment", for: indexPath)
            cell.textLabel?.text = comments[indexPath.row]
            cell.textLabel?.numberOfLines = 0
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "\\(comments.count) comments"
        }
    }

    extension CommentsViewController: UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let text = textField.text, !text.isEmpty else { return false }
            comments.append(text)
            textField.text = nil
            tableView.reloadData()
            return true
        }
    }
    """

    static func commentsScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "tableView", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.addView(kind: .textfield, name: "commentField", frame: Rect(x: 16, y: 500, width: 343, height: 36), parent: "tableView")
    }

    @Test func commentsLetUIKitInsetTheTableAndAnswerAsItsDataSource() throws {
        var screen = try ControllerScreen(Self.comments + """

        func probe() -> String {
            guard let c = _keylabController as? CommentsViewController else { return "none" }
            c.commentField.text = "Nice"
            let sent = c.textFieldShouldReturn(c.commentField)
            let source = c.tableView.dataSource
            return [String(c.tableView.numberOfRows(inSection: 0)), "\\(sent)", "\\(source === c)",
                    c.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel?.text ?? "",
                    c.tableView(c.tableView, titleForHeaderInSection: 0) ?? ""].joined(separator: "|")
        }
        """, build: Self.commentsScene)
        #expect(screen.binding.isTableViewController)
        screen.apply(.focus("commentField"))
        // UIKit's own inset for a UITableViewController: 667 − 409 = 258; the code adds none.
        #expect(screen.sim.adjustedContentInset(of: "tableView")?.bottom == 258)
        #expect(screen.sim.view(named: "tableView")?.contentInset.bottom == 0)
        // The controller is the table's data source: 5 + 1 rows after sending "Nice".
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("6|true|true|Nice|6 comments"))
    }

    // MARK: - A filter picker of a photo editor: a collection view with a data source

    static let filterPicker = """
    import UIKit

    final class FilterCell: UICollectionViewCell {
        let nameLabel = UILabel()
        override func prepareForReuse() {
            super.prepareForReuse()
            nameLabel.text = nil
        }
    }

    final class FilterPickerViewController: UIViewController {
        @IBOutlet weak var collectionView: UICollectionView!
        @IBOutlet weak var searchField: UITextField!

        private let filters = ["Mono", "Noir", "Fade", "Chrome", "Process", "Transfer",
                               "Instant", "Tonal", "Vivid", "Dramatic", "Silvertone", "Warm"]
        private var shown: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = filters
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.register(FilterCell.self, forCellWithReuseIdentifier: String(describing: FilterCell.self))
            collectionView.contentInsetAdjustmentBehavior = .never
            if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                layout.itemSize = CGSize(width: 80, height: 100)
                layout.minimumInteritemSpacing = 8
            }
            searchField.addTarget(self, action: #selector(searchChanged(_:)), for: .editingChanged)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc private func searchChanged(_ field: UITextField) {
            let query = (field.text ?? "").lowercased()
            shown = query.isEmpty ? filters : filters.filter { $0.lowercased().contains(query) }
            collectionView.reloadData()
        }

        @objc private func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let inView = view.convert(frame, from: nil)
            let overlap = max(0, collectionView.frame.maxY - inView.minY)
            collectionView.contentInset.bottom = overlap
            collectionView.scrollIndicatorInsets.bottom = overlap
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            collectionView.contentInset.bottom = 0
            collectionView.scrollIndicatorInsets.bottom = 0
        }
    }

    extension FilterPickerViewController: UICollectionViewDataSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            shown.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "FilterCell", for: indexPath)
            if let filterCell = cell as? FilterCell { filterCell.nameLabel.text = shown[indexPath.item] }
            return cell
        }
    }
    """

    static func filterScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "searchField", frame: Rect(x: 16, y: 28, width: 343, height: 36), parent: "view")
        try sim.addView(kind: .scrollview, name: "collectionView", frame: Rect(x: 0, y: 72, width: 375, height: 542), parent: "view")
    }

    @Test func filterPickerInsetsItsCollectionAndFilters() throws {
        var screen = try ControllerScreen(Self.filterPicker + """

        func probe() -> String {
            guard let c = _keylabController as? FilterPickerViewController else { return "none" }
            let before = c.collectionView.numberOfItems(inSection: 0)
            c.searchField.text = "ton"
            c.searchField.sendActions(for: .editingChanged)
            let layout = c.collectionView.collectionViewLayout as? UICollectionViewFlowLayout
            return "\\(before)|\\(c.collectionView.numberOfItems(inSection: 0))|\\(c.collectionView._registered["FilterCell"] ?? "")|\\(layout?.itemSize.width ?? 0)"
        }
        """, build: Self.filterScene)
        // The collection's outlet binds to the scene's scroll view.
        #expect(screen.binding.outlets.mismatches.isEmpty)
        screen.apply(.focus("searchField"))
        // Its bottom 72 + 542 = 614, covered by 614 − 409 = 205.
        #expect(screen.sim.view(named: "collectionView")?.contentInset.bottom == 205)
        // 12 filters; "ton" matches Tonal and Silvertone; the class registered by name.
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("12|2|FilterCell|80.0"))
        screen.apply(.dismiss)
        #expect(screen.sim.view(named: "collectionView")?.contentInset.bottom == 0)
    }

    // MARK: - A podcast search: an empty-state label centred over the keyboard, a results table

    static let podcastSearch = """
    import UIKit

    struct Episode: Equatable {
        let title: String
        let minutes: Int
    }

    protocol SearchResultsDelegate: AnyObject {
        func didPick(_ episode: Episode)
    }

    class PodcastSearchViewController: UIViewController {
        @IBOutlet weak var searchField: UITextField!
        @IBOutlet weak var resultsTable: UITableView!
        @IBOutlet weak var emptyLabel: UILabel!
        @IBOutlet weak var emptyLabelTop: NSLayoutConstraint!

        weak var delegate: SearchResultsDelegate?
        private var results: [Episode] = []
        private var restingTop: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            restingTop = emptyLabelTop.constant
            resultsTable.dataSource = self
            resultsTable.keyboardDismissMode = .onDrag
            emptyLabel.text = NSLocalizedString("search.empty", value: "No episodes yet", comment: "")
            searchField.delegate = self
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        @objc private func keyboardWillChange(_ notification: Notification) {
            guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let keyboardTop = view.convert(end, from: view.window).minY
            let covered = max(0, view.bounds.height - keyboardTop)
            // Half the covered part: the label stays centred in what is still visible.
            emptyLabelTop.constant = restingTop - covered / 2
            view.layoutIfNeeded()
        }

        func show(_ episodes: [Episode]) {
            results = episodes
            emptyLabel.isHidden = !episodes.isEmpty
            resultsTable.reloadData()
        }
    }

    extension PodcastSearchViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { results.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Episode") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Episode")
            cell.textLabel?.text = results[indexPath.row].title
            cell.detailTextLabel?.text = "\\(results[indexPath.row].minutes) min"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    extension PodcastSearchViewController: UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
    }
    """

    static func podcastScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "searchField", frame: Rect(x: 16, y: 28, width: 343, height: 36), parent: "view")
        try sim.addView(kind: .tableview, name: "resultsTable", frame: Rect(x: 0, y: 72, width: 375, height: 595), parent: "view")
        try sim.addView(kind: .label, name: "emptyLabel", frame: Rect(x: 20, y: 320, width: 335, height: 40), parent: "view")
        let pin = try sim.pin("emptyLabel", .top, to: .safe, .top, constant: 300)
        try sim.namePin(id: pin.id, "emptyLabelTop")
    }

    @Test func podcastSearchCentresItsEmptyStateOverTheKeyboard() throws {
        var screen = try ControllerScreen(Self.podcastSearch + """

        func probe() -> String {
            guard let c = _keylabController as? PodcastSearchViewController else { return "none" }
            c.show([Episode(title: "Keyboards", minutes: 42)])
            let cell = c.resultsTable.cellForRow(at: IndexPath(row: 0, section: 0))
            return "\\(c.emptyLabel.isHidden)|\\(cell?.detailTextLabel?.text ?? "")|\\(c.emptyLabel.text ?? "")"
        }
        """, build: Self.podcastScene)
        // Resting: safe top 20 + 300 = 320.
        #expect(screen.sim.frame(of: "emptyLabel")?.y == 320)
        screen.apply(.focus("searchField"))
        // Covered 667 − 409 = 258; 300 − 129 = 171 below the safe top: 20 + 171 = 191.
        #expect(screen.sim.frame(of: "emptyLabel")?.y == 191)
        screen.apply(.dismiss)
        // The change frame of the hide: the keyboard's top at 667 covers nothing: 320 again.
        #expect(screen.sim.frame(of: "emptyLabel")?.y == 320)
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("true|42 min|No episodes yet"))
    }

    // MARK: - A checkout of a shopping app: a storyboard constraint with the container first

    static let checkout = """
    import UIKit

    class CheckoutViewController: UIViewController {
        @IBOutlet weak var cardField: UITextField!
        @IBOutlet weak var expiryField: UITextField!
        @IBOutlet weak var cvcField: UITextField!
        @IBOutlet weak var payButton: UIButton!
        /// In the storyboard: Safe Area.bottom = payButton.bottom + 16.
        @IBOutlet weak var payButtonBottom: NSLayoutConstraint!

        private var restingConstant: CGFloat = 0
        private(set) var keyboardIsUp = false

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            restingConstant = payButtonBottom.constant
            payButton.setTitle("Pay", for: .normal)
            payButton.isEnabled = false
            for field in [cardField, expiryField, cvcField] {
                field?.autocorrectionType = .no
                field?.addTarget(self, action: #selector(fieldsChanged), for: .editingChanged)
            }
            let center = NotificationCenter.default
            center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(self, selector: #selector(keyboardDidShow), name: UIResponder.keyboardDidShowNotification, object: nil)
        }

        @objc private func fieldsChanged() {
            payButton.isEnabled = [cardField, expiryField, cvcField].allSatisfy { !($0?.text ?? "").isEmpty }
        }

        @objc private func keyboardWillShow(_ notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let height = value.cgRectValue.height - view.safeAreaInsets.bottom
            payButtonBottom.constant = restingConstant + height
        }

        @objc private func keyboardDidShow() {
            DispatchQueue.main.async {
                self.keyboardIsUp = true
            }
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            keyboardIsUp = false
            payButtonBottom.constant = restingConstant
        }
    }
    """

    static func checkoutScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .textfield, name: "cardField", frame: Rect(x: 20, y: 120, width: 335, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "expiryField", frame: Rect(x: 20, y: 180, width: 160, height: 44), parent: "view")
        try sim.addView(kind: .textfield, name: "cvcField", frame: Rect(x: 195, y: 180, width: 160, height: 44), parent: "view")
        try sim.addView(kind: .button, name: "payButton", frame: Rect(x: 20, y: 607, width: 335, height: 44), parent: "view")
        _ = try sim.pinSize("payButton", .height, 44)
        let pin = try sim.pin(stated: "safe", .bottom, to: "payButton", .bottom, constant: 16)
        try sim.namePin(id: pin.id, "payButtonBottom")
    }

    @Test func checkoutLiftsPayThroughAContainerFirstConstraint() throws {
        var screen = try ControllerScreen(Self.checkout + """

        func probe() -> String {
            guard let c = _keylabController as? CheckoutViewController else { return "none" }
            c.cardField.text = "4242"
            c.expiryField.text = "12/30"
            c.cvcField.text = "123"
            c.cvcField.sendActions(for: .editingChanged)
            return "\\(c.payButton.isEnabled)|\\(c.keyboardIsUp)|\\(c.payButtonBottom.constant)"
        }
        """, build: Self.checkoutScene)
        // safe.bottom = pay.bottom + 16: pay.bottom = 667 − 16 = 651, y = 607.
        #expect(screen.sim.frame(of: "payButton")?.y == 607)
        screen.apply(.focus("cardField"))
        // The constant grows by 258 − 0 (no bottom safe area on an iPhone 8) to 274:
        // pay.bottom = 667 − 274 = 393, y = 349.
        #expect(screen.sim.frame(of: "payButton")?.y == 349)
        // The main-queue block of keyboardDidShow has run; the constant reads as stated.
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("true|true|274.0"))
        screen.apply(.dismiss)
        #expect(screen.sim.frame(of: "payButton")?.y == 607)
    }

    @Test func checkoutOnAnIPhoneXCountsTheHomeIndicatorOnce() throws {
        var screen = try ControllerScreen(Self.checkout, device: "iphone-x") { sim in
            try sim.addView(kind: .textfield, name: "cardField", frame: Rect(x: 20, y: 140, width: 335, height: 44), parent: "view")
            try sim.addView(kind: .textfield, name: "expiryField", frame: Rect(x: 20, y: 200, width: 160, height: 44), parent: "view")
            try sim.addView(kind: .textfield, name: "cvcField", frame: Rect(x: 195, y: 200, width: 160, height: 44), parent: "view")
            try sim.addView(kind: .button, name: "payButton", frame: Rect(x: 20, y: 718, width: 335, height: 44), parent: "view")
            _ = try sim.pinSize("payButton", .height, 44)
            let pin = try sim.pin(stated: "safe", .bottom, to: "payButton", .bottom, constant: 16)
            try sim.namePin(id: pin.id, "payButtonBottom")
        }
        // iPhone X: 812 high, safe bottom 812 − 34 = 778; pay.bottom = 778 − 16 = 762, y = 718.
        #expect(screen.sim.frame(of: "payButton")?.y == 718)
        screen.apply(.focus("cardField"))
        // Keyboard 335 (with the predictive bar): constant 16 + 335 − 34 = 317;
        // pay.bottom = 778 − 317 = 461 = the keyboard's top 812 − 335 − 16; y = 417.
        #expect(screen.sim.frame(of: "payButton")?.y == 417)
    }

    // MARK: - A sign-up form of a social app: return moves to the next field, a stack view, init(coder:)

    static let signUp = """
    import UIKit

    final class SignUpViewController: UIViewController, UITextFieldDelegate {
        @IBOutlet weak var scrollView: UIScrollView!
        @IBOutlet weak var stackView: UIStackView!
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var emailField: UITextField!
        @IBOutlet weak var passwordField: UITextField!

        private lazy var fields: [UITextField] = [nameField, emailField, passwordField]
        private(set) var log: [String] = []

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            log.append("coder")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            stackView.spacing = 12
            stackView.axis = .vertical
            scrollView.contentInsetAdjustmentBehavior = .never
            for (index, field) in fields.enumerated() {
                field.delegate = self
                field.tag = index
                field.returnKeyType = index == fields.count - 1 ? .done : .next
            }
            passwordField.isSecureTextEntry = true
            NotificationCenter.default.addObserver(self, selector: #selector(adjustInsets(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(adjustInsets(_:)),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        @objc private func adjustInsets(_ notification: Notification) {
            let showing = notification.name == UIResponder.keyboardWillShowNotification
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            scrollView.contentInset.bottom = showing ? frame.height : 0
            log.append(showing ? "show \\(Int(frame.height))" : "hide")
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            let next = textField.tag + 1
            if next < fields.count {
                fields[next].becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
            }
            return false
        }
    }
    """

    static func signUpScene(_ sim: inout Simulation) throws {
        try sim.addView(kind: .scrollview, name: "scrollView", frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: "view")
        try sim.addView(kind: .view, name: "stackView", frame: Rect(x: 20, y: 100, width: 335, height: 156), parent: "scrollView")
        try sim.addView(kind: .textfield, name: "nameField", frame: Rect(x: 0, y: 0, width: 335, height: 44), parent: "stackView")
        try sim.addView(kind: .textfield, name: "emailField", frame: Rect(x: 0, y: 56, width: 335, height: 44), parent: "stackView")
        try sim.addView(kind: .textfield, name: "passwordField", frame: Rect(x: 0, y: 112, width: 335, height: 44), parent: "stackView")
    }

    @Test func signUpMovesThroughItsFieldsWithReturn() throws {
        var screen = try ControllerScreen(Self.signUp + """

        func probe() -> String {
            guard let c = _keylabController as? SignUpViewController else { return "none" }
            return c.log.joined(separator: ",")
        }
        """, build: Self.signUpScene)
        screen.apply(.focus("nameField"))
        #expect(screen.sim.view(named: "scrollView")?.contentInset.bottom == 258)
        // Made by the storyboard's initializer; one show for the first focus.
        #expect(screen.repl.call(function: "probe", arguments: []).value == .string("coder,show 258"))
        #expect(screen.sim.firstResponder == "nameField")
    }
}
