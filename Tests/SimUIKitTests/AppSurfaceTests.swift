import Testing
import SwiftSubset
import SimUIKit

/// The UIKit and Foundation around real apps' keyboard screens that issue 23's
/// controllers stopped on: metatypes, table and collection data sources,
/// `as NSDictionary`, image contexts, a Swift error's description and `==`
/// between views. Each program runs after `import UIKit`, as a learner's would.
@Suite struct AppSurfaceTests {
    private func run(_ source: String) -> (output: String, failed: Bool) {
        let repl = SwiftREPL(modules: UIKitPrelude.modules)
        let imported = repl.evaluate("import UIKit")
        guard !imported.failed else { return (imported.output, true) }
        // The REPL echoes top-level declarations after what the program printed: tests read the start.
        let result = repl.evaluate(source, fileName: "ViewController.swift")
        return (result.output, result.failed)
    }

    @Test func aSwiftErrorsDescriptionIsFoundationsSentence() {
        let result = run("""
        enum SyncError: Error { case offline, conflict(id: Int), denied }
        struct DiskFull: Error {}
        print(SyncError.offline.localizedDescription)
        let error: Error = SyncError.denied
        print(error.localizedDescription)
        print(DiskFull().localizedDescription)
        print((SyncError.conflict(id: 4) as NSError).code, (error as NSError).domain)
        let described: Error = NSError(domain: "Sync", code: 7, userInfo: [NSLocalizedDescriptionKey: "Try again"])
        print(described.localizedDescription, (described as NSError).code)
        """)
        #expect(!result.failed, "\(result.output)")
        // Cases with associated values count first: conflict 0, offline 1, denied 2; a struct's code is 1.
        // (Linux's Foundation words it "could not"; iOS's, which keylab follows, "couldn’t".)
        #expect(result.output.hasPrefix("""
        The operation couldn’t be completed. (main.SyncError error 1.)
        The operation couldn’t be completed. (main.SyncError error 2.)
        The operation couldn’t be completed. (main.DiskFull error 1.)
        0 main.SyncError
        Try again 7

        """))
    }

    @Test func userInfoAsNSDictionaryReadsByKey() {
        let result = run("""
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 409, width: 375, height: 258))]
        let dictionary = info as NSDictionary
        let frame = (dictionary.object(forKey: UIResponder.keyboardFrameEndUserInfoKey) as? NSValue)?.cgRectValue
        print(frame?.height ?? -1, dictionary.count, dictionary.object(forKey: "missing") == nil)
        """)
        #expect(!result.failed, "\(result.output)")
        #expect(result.output.hasPrefix("258.0 1 true\n"), "\(result.output)")
        // An optional is refused by name, not with a made-up conversion error.
        let optional = run("let info: [AnyHashable: Any]? = [:]\nlet d = info as NSDictionary?")
        #expect(optional.failed)
        #expect(optional.output.contains("keylab does not support bridging an optional to 'NSDictionary?' with 'as' (unwrap it first)"),
                "\(optional.output)")
    }

    @Test func metatypesRegisterCellsByClass() {
        let result = run("""
        final class NoteCell: UITableViewCell {}
        let table = UITableView()
        table.register(NoteCell.self, forCellReuseIdentifier: String(describing: NoteCell.self))
        table.register(UINib(nibName: "HeaderCell", bundle: nil), forCellReuseIdentifier: "header")
        let kind: UITableViewCell.Type = NoteCell.self
        let any: AnyClass = NoteCell.self
        print(table._registered["NoteCell"] ?? "", table._registered["header"] ?? "", kind, String(describing: any))
        """)
        #expect(!result.failed, "\(result.output)")
        #expect(result.output.hasPrefix("NoteCell HeaderCell NoteCell NoteCell\n"), "\(result.output)")
    }

    @Test func aTableAsksItsDataSourceAndScrollsToARow() {
        let result = run("""
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 20 }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = "\\(indexPath.section).\\(indexPath.row)"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        table.rowHeight = 50
        table.dataSource = source
        table.delegate = source
        print(table.numberOfSections, table.numberOfRows(inSection: 1), table.cellForRow(at: IndexPath(row: 4, section: 1))?.textLabel?.text ?? "nil")
        print(table.cellForRow(at: IndexPath(row: 40, section: 1)) == nil, table.rectForRow(at: IndexPath(row: 2, section: 1)).minY)
        table.contentInset.bottom = 100
        table.scrollToRow(at: IndexPath(row: 19, section: 1), at: .bottom, animated: true)
        print(table.contentOffset.y)
        """)
        #expect(!result.failed, "\(result.output)")
        // Section 0: 3 × 50 = 150; row 2 of section 1 at 150 + 2 × 50 = 250. Content 150 + 20 × 50 = 1150;
        // the last row's bottom at the visible bottom (400 − 100): 1150 − 300 = 850.
        #expect(result.output.hasPrefix("2 20 1.4\ntrue 250.0\n850.0\n"), "\(result.output)")
    }

    @Test func imageContextsKeepTheirSizeAndDrawNothing() {
        let result = run("""
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 12), false, 0)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 30, height: 12))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let after = UIGraphicsGetImageFromCurrentImageContext()
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        print(image?.size.width ?? -1, image?.size.height ?? -1, after == nil, rendered.size.width)
        """)
        #expect(!result.failed, "\(result.output)")
        #expect(result.output.hasPrefix("30.0 12.0 true 8.0\n"), "\(result.output)")
    }

    @Test func viewsCompareWithEqualsAsOnADevice() {
        let result = run("""
        let email = UITextField(), password = UITextField()
        var active: UITextField! = email
        var nothing: UITextField? = nil
        let root: UIView = email
        print(active == email, active == password, email != password, root == email, nothing == password, nothing == nil)
        active = nil
        print(active == nothing)
        """)
        #expect(!result.failed, "\(result.output)")
        #expect(result.output.hasPrefix("true false true true false true\ntrue\n"), "\(result.output)")
    }
}
