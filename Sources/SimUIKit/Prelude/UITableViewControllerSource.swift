extension PreludeFile {
    /// `UITableViewController`: its `tableView` is the scene's table.
    static let uiTableViewController = PreludeFile(module: "UIKit", name: "UITableViewController", declares: ["UITableViewController"], text: #"""
    /// A controller whose screen is a table. It adds the keyboard's overlap to
    /// the table's inset and scrolls the edited row into view by itself. A plain
    /// UIViewController that owns a table view (an outlet) gets none of that: its
    /// code insets the table, as on a device. A table with no outlet of yours
    /// stands for an embedded table view controller's, which insets it.
    class UITableViewController: UIViewController {
        /// The scene's first table view (`:add tableview NAME …`), connected by keylab.
        var tableView: UITableView! = nil
    }
    """#)
}
