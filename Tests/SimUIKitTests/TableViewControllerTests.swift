import Foundation
import Testing
import KeyboardSim
import SimUIKit

/// `UITableViewController` and `UITableView`: the scene's `:add tableview` is
/// the table of a table view controller, which makes room for the keyboard by
/// itself; a learner's handler that adds the keyboard's height again counts
/// it twice, and reads so in `adjustedContentInset`.
@Suite struct TableViewControllerTests {
    static func chat(_ sim: inout Simulation) throws {
        try sim.addView(kind: .tableview, name: "list", frame: Rect(x: 0, y: 0, width: 375, height: 812), parent: "view")
        try sim.setContentHeight("list", 2000)
        try sim.addView(kind: .textfield, name: "message", frame: Rect(x: 16, y: 1500, width: 343, height: 36), parent: "list")
    }

    @Test func aTableViewControllerGetsTheScenesTableAndSeesTheSystemsInset() throws {
        let source = """
        class ChatViewController: UITableViewController {
            var seen: [CGFloat] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.keyboardDismissMode = .interactive
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                seen.append(tableView.adjustedContentInset.bottom)
                tableView.contentInset.bottom = end.height
                seen.append(tableView.adjustedContentInset.bottom)
            }
        }
        """
        var screen = try ControllerScreen(source, device: "iphone-x", build: Self.chat)
        screen.apply(.focus("message"))
        let r = screen.repl.evaluate("print((_keylabController as? ChatViewController)?.seen ?? [])")
        // UIKit's own 335 first; the handler's 335 on top of it: the keyboard counted twice.
        #expect(r.output == "[335.0, 670.0]\n")
        #expect(screen.sim.adjustedContentInset(of: "list")?.bottom == 670)
    }

    @Test func tableOutletsBindAsATableOrAsAScrollView() throws {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet weak var list: UITableView!
        }
        """
        let screen = try ControllerScreen(source, device: "iphone-x", build: Self.chat)
        #expect(screen.binding.outlets.views.map(\.name) == ["list"])
        #expect(screen.binding.outlets.mismatches.isEmpty)
        let scroll = try ControllerScreen(source.replacingOccurrences(of: "UITableView!", with: "UIScrollView!"),
                                          device: "iphone-x", build: Self.chat)
        #expect(scroll.binding.outlets.views.map(\.name) == ["list"])
    }
}
