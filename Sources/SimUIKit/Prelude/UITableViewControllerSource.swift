extension PreludeFile {
    /// `UITableViewController`: its `tableView` is the scene's table.
    static let uiTableViewController = PreludeFile(module: "UIKit", name: "UITableViewController", declares: ["UITableViewController"], text: #"""
    /// A controller whose screen is a table. It adds the keyboard's overlap to
    /// the table's inset and scrolls the edited row into view by itself. A plain
    /// UIViewController that owns a table view (an outlet) gets none of that: its
    /// code insets the table, as on a device. A table with no outlet of yours
    /// stands for an embedded table view controller's, which insets it.
    class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        /// The scene's first table view (`:add tableview NAME …`), connected by
        /// keylab; the controller is its data source and delegate, as in UIKit.
        var tableView: UITableView! = nil {
            didSet {
                tableView?.dataSource = self
                tableView?.delegate = self
            }
        }

        init(style: UITableView.Style) {
            super.init(nibName: nil, bundle: nil)
        }
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        override init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        // The data source and delegate methods a subclass overrides.
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    }
    """#)
}
