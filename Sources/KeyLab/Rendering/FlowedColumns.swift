/// Short `name  value` pairs laid out down, then across, in as many columns
/// as fit the width: a one-column table of fourteen rows becomes five rows
/// of three, so a reply that was a screen and a half fits one screen.
/// Each column is as wide as its own longest pair; columns are three
/// spaces apart; no trailing spaces.
struct FlowedColumns {
    var pairs: [(name: String, value: String)]

    /// The lines at `width` columns (one column when even that does not fit).
    func lines(width: Int) -> [String] {
        guard !pairs.isEmpty else { return [] }
        for count in stride(from: pairs.count, through: 1, by: -1) {
            let columns = split(into: count)
            // A split that leaves a column empty is the same as a smaller count.
            guard columns.count == count else { continue }
            let widths = columns.map { column in column.map { $0.name.displayWidth }.max() ?? 0 }
            let pairWidths = zip(columns, widths).map { column, nameWidth in
                nameWidth + 2 + (column.map { $0.value.displayWidth }.max() ?? 0)
            }
            let total = pairWidths.reduce(0, +) + Self.gap * (count - 1)
            if total <= width || count == 1 { return render(columns, nameWidths: widths, pairWidths: pairWidths) }
        }
        return []
    }

    private static let gap = 3

    /// Column-major: the first `rows` pairs go down the first column, and so on.
    private func split(into count: Int) -> [[(name: String, value: String)]] {
        let rows = (pairs.count + count - 1) / count
        return stride(from: 0, to: pairs.count, by: rows).map { Array(pairs[$0..<min($0 + rows, pairs.count)]) }
    }

    private func render(_ columns: [[(name: String, value: String)]], nameWidths: [Int], pairWidths: [Int]) -> [String] {
        let rows = columns.first?.count ?? 0
        return (0..<rows).map { row in
            var text = ""
            for (index, column) in columns.enumerated() where row < column.count {
                if index > 0 { text = text.padded(to: pairWidths[..<index].reduce(0, +) + Self.gap * index) }
                text += column[row].name.padded(to: nameWidths[index]) + "  " + column[row].value
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }
}
