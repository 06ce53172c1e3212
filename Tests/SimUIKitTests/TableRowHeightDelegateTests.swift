import Testing

/// The table asks its delegate for row heights (`rect(forRow:)`, `scrollToRow`), even though the
/// prelude's table was compiled before the learner's controller existed.
@Suite("A table asks the learner's delegate for its row heights")
struct TableRowHeightDelegateTests {
    @Test("rectForRow stacks the delegate's heights, not rowHeight")
    func rectForRowUsesTheDelegate() {
        let output = run("""
            import UIKit
            final class Sizes: UIViewController, UITableViewDelegate {
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.row == 0 ? 120 : 80
                }
            }
            final class Rows: UIViewController, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            let sizes = Sizes()
            let rows = Rows()
            let table = UITableView()
            table.dataSource = rows
            table.delegate = sizes
            let r = table.rectForRow(at: IndexPath(row: 3, section: 0))
            print(r.minY, r.height)
            """)
        // Row 3 starts below rows 0–2: 120 + 80 + 80 = 280, and is 80 high (rowHeight would give 132.0 44.0).
        #expect(output == "280.0 80.0\n")
    }
}
