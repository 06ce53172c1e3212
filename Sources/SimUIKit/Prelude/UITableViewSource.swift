extension PreludeFile {
    /// `UITableView`, its cells, data source and delegate.
    static let uiTableView = PreludeFile(module: "UIKit", name: "UITableView", declares: ["UITableView", "UITableViewCell", "UITableViewHeaderFooterView", "UITableViewDataSource", "UITableViewDelegate", "UINib"], text: #"""
    // keylab draws no rows. A table asks its data source what a device's table
    // asks (how many sections and rows, the cell for a row) when your code asks
    // the table (`numberOfRows(inSection:)`, `cellForRow(at:)`, `scrollToRow`),
    // so a controller that owns a table with a data source runs as published.

    /// A nib file: keylab's app has none; registering one keeps its name.
    class UINib: NSObject {
        let _name: String
        init(nibName name: String, bundle bundleOrNil: Bundle?) {
            _name = name
            super.init()
        }
    }

    /// One row of a table.
    class UITableViewCell: UIView {
        /// What the built-in cell shows besides its text.
        enum CellStyle: Int {
            case `default`, value1, value2, subtitle
        }
        /// The mark at the row's trailing end.
        enum AccessoryType: Int {
            case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
        }
        /// How the row looks while selected.
        enum SelectionStyle: Int {
            case none, blue, gray, `default`
        }

        let reuseIdentifier: String?
        /// The view the cell's own subviews go in.
        let contentView = UIView()
        /// The built-in labels and image (the subtitle style has both labels).
        var textLabel: UILabel? = UILabel()
        var detailTextLabel: UILabel? = UILabel()
        var imageView: UIImageView? = UIImageView()
        var accessoryType = UITableViewCell.AccessoryType.none
        var accessoryView: UIView? = nil
        var selectionStyle = UITableViewCell.SelectionStyle.default
        var isSelected = false
        var isHighlighted = false
        var separatorInset = UIEdgeInsets.zero
        var indentationLevel = 0

        init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: CGRect.zero)
        }
        override init(frame: CGRect) {
            reuseIdentifier = nil
            super.init(frame: frame)
        }
        override init() {
            reuseIdentifier = nil
            super.init(frame: CGRect.zero)
        }
        /// How a storyboard's prototype cell is made.
        override init?(coder: NSCoder) {
            reuseIdentifier = nil
            super.init(frame: CGRect.zero)
        }

        /// Called before a dequeued cell is handed out again.
        func prepareForReuse() {}
        func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
        func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    }

    /// A section's header or footer view.
    class UITableViewHeaderFooterView: UIView {
        let reuseIdentifier: String?
        /// The view the header's own subviews go in.
        let contentView = UIView()
        var textLabel: UILabel? = UILabel()
        var detailTextLabel: UILabel? = UILabel()

        init(reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: CGRect.zero)
        }
        override init(frame: CGRect) {
            reuseIdentifier = nil
            super.init(frame: frame)
        }
        override init() {
            reuseIdentifier = nil
            super.init(frame: CGRect.zero)
        }
        override init?(coder: NSCoder) {
            reuseIdentifier = nil
            super.init(frame: CGRect.zero)
        }
        func prepareForReuse() {}
    }

    /// What a table asks its data source. The first two are required, as in UIKit.
    protocol UITableViewDataSource: AnyObject {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        func numberOfSections(in tableView: UITableView) -> Int
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    }

    extension UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    }

    /// What a table tells its delegate. keylab never taps a row, so only the
    /// height is asked (by `scrollToRow` and `rect(forRow:)`).
    protocol UITableViewDelegate: UIScrollViewDelegate {
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    }

    extension UITableViewDelegate {
        // UIScrollViewDelegate's defaults again: keylab's subset looks for a
        // default in the extensions of the protocol conformed to only.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    }

    /// A table: a scroll view of rows. keylab's `:add tableview` is the table of
    /// a UITableViewController, which adds the keyboard's overlap to its
    /// `adjustedContentInset` by itself (not to `contentInset`); a table your
    /// plain controller owns gets no such inset. Rows are `rowHeight` high
    /// unless the delegate says otherwise; sections have no headers.
    class UITableView: UIScrollView {
        /// Where `scrollToRow(at:at:animated:)` puts the row.
        enum ScrollPosition: Int {
            case none, top, middle, bottom
        }
        enum Style: Int {
            case plain, grouped, insetGrouped
        }
        enum RowAnimation: Int {
            case fade, right, left, top, bottom, none, middle, automatic
        }
        /// What `rowHeight = UITableView.automaticDimension` asks for: keylab
        /// treats such a row as 44 pt high.
        static let automaticDimension: CGFloat = -1
        var rowHeight: CGFloat = 44
        var estimatedRowHeight: CGFloat = 0
        var sectionHeaderHeight: CGFloat = 0
        var sectionFooterHeight: CGFloat = 0
        /// The lines between rows.
        enum SeparatorStyle: Int {
            case none, singleLine
        }
        var separatorStyle = UITableView.SeparatorStyle.singleLine
        var allowsSelection = true
        var tableFooterView: UIView? = nil
        var tableHeaderView: UIView? = nil
        weak var dataSource: UITableViewDataSource? = nil
        /// The cell classes and nibs registered, by reuse identifier (their names).
        var _registered: [String: String] = [:]
        /// How many times `reloadData()` was called.
        var _reloads = 0

        /// The cell classes registered, by reuse identifier: `dequeueReusableCell` makes these.
        var _cellClasses: [String: UITableViewCell.Type] = [:]
        /// The header and footer view classes registered, by reuse identifier.
        var _headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

        /// Registers a cell class (`Cell.self`) or a nib (`UINib(nibName:bundle:)`)
        /// for an identifier. (UIKit has one method for each; keylab's subset
        /// overloads by labels only, so one takes both.) keylab has no nib files:
        /// a cell registered by nib is dequeued as a plain UITableViewCell.
        func register(_ cellClassOrNib: Any?, forCellReuseIdentifier identifier: String) {
            _cellClasses[identifier] = nil
            if let nib = cellClassOrNib as? UINib {
                _registered[identifier] = nib._name
            } else if let cellClass = cellClassOrNib as? UITableViewCell.Type {
                _registered[identifier] = String(describing: cellClass)
                _cellClasses[identifier] = cellClass
            } else if let other = cellClassOrNib {
                _registered[identifier] = String(describing: other)
            } else {
                _registered[identifier] = "UITableViewCell"
            }
        }

        /// A new cell of the class registered for the identifier, made as UIKit
        /// makes it (`init(style: .default, reuseIdentifier:)`, so your subclass's
        /// initializer and overrides run); a plain UITableViewCell for an
        /// identifier registered by nib or not at all (a storyboard's prototype
        /// cell: keylab has no storyboard to read its class from). keylab keeps
        /// no cells to reuse, so each call makes a fresh one.
        func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            _makeCell(identifier)
        }
        func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            _makeCell(identifier)
        }
        func _makeCell(_ identifier: String) -> UITableViewCell {
            guard let cellClass = _cellClasses[identifier] else {
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
            return cellClass.init(style: .default, reuseIdentifier: identifier)
        }

        /// Registers a section header or footer class (or nib) for an identifier.
        func register(_ viewClassOrNib: Any?, forHeaderFooterViewReuseIdentifier identifier: String) {
            _headerFooterClasses[identifier] = viewClassOrNib as? UITableViewHeaderFooterView.Type
        }
        /// A new header or footer of the class registered (`init(reuseIdentifier:)`), nil when none is.
        func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
            guard let viewClass = _headerFooterClasses[identifier] else { return nil }
            return viewClass.init(reuseIdentifier: identifier)
        }

        /// Asks the data source again (keylab draws nothing, so nothing else changes).
        func reloadData() { _reloads += 1 }
        func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
        func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
        func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
        func beginUpdates() {}
        func endUpdates() {}
        func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            updates?()
            completion?(true)
        }
        func deselectRow(at indexPath: IndexPath, animated: Bool) {}
        func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}

        /// The data source's answers (1 section and 0 rows without one).
        var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
        func numberOfRows(inSection section: Int) -> Int {
            dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
        }
        /// The cell the data source gives for the row (a device gives the
        /// visible one, nil off screen; keylab asks each time).
        func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
            guard let source = dataSource, indexPath.section < numberOfSections,
                  indexPath.row < numberOfRows(inSection: indexPath.section) else { return nil }
            return source.tableView(self, cellForRowAt: indexPath)
        }

        /// A row's height: the delegate's, else `rowHeight` (44 for automatic).
        func _height(_ indexPath: IndexPath) -> CGFloat {
            let h = (delegate as? UITableViewDelegate)?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            return h < 0 ? 44 : h
        }

        /// Where a row lies in the content: every row before it stacked from the top.
        func rectForRow(at indexPath: IndexPath) -> CGRect {
            var y: CGFloat = tableHeaderView?.frame.size.height ?? 0
            for section in 0...max(0, indexPath.section) {
                let rows = section == indexPath.section ? indexPath.row : numberOfRows(inSection: section)
                for row in 0..<max(0, rows) { y += _height(IndexPath(row: row, section: section)) }
            }
            return CGRect(x: 0, y: y, width: frame.size.width, height: _height(indexPath))
        }

        /// Scrolls so the row is at `position` in the part the insets leave
        /// visible (`.none`: the least scroll that shows it), within the content
        /// (every row's height) plus the insets.
        func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
            var total: CGFloat = tableHeaderView?.frame.size.height ?? 0
            for section in 0..<max(1, numberOfSections) {
                for row in 0..<max(0, numberOfRows(inSection: section)) { total += _height(IndexPath(row: row, section: section)) }
            }
            contentSize = CGSize(width: frame.size.width, height: total)
            let rect = rectForRow(at: indexPath)
            let inset = adjustedContentInset
            let visible = frame.size.height - inset.top - inset.bottom
            if scrollPosition == .none {
                scrollRectToVisible(rect, animated: animated)
                return
            }
            var wanted = rect.maxY - inset.top - visible
            if scrollPosition == .top { wanted = rect.minY - inset.top }
            if scrollPosition == .middle { wanted = rect.midY - inset.top - visible / 2 }
            let minOffset = -inset.top
            let maxOffset = max(minOffset, total + inset.bottom - frame.size.height)
            contentOffset = CGPoint(x: contentOffset.x, y: min(max(wanted, minOffset), maxOffset))
        }
    }

    """#)
}
