/// A table of text columns aligned by display width (Korean names take two
/// columns per syllable), separated by two spaces; no trailing spaces.
public struct TextTable: Sendable {
    public enum Alignment: Sendable { case left, right }

    public var header: [String]
    public var rows: [[String]]
    public var alignments: [Alignment]

    public init(header: [String], rows: [[String]] = [], alignments: [Alignment] = []) {
        self.header = header
        self.rows = rows
        self.alignments = alignments
    }

    /// The table's lines; the header is drawn through `headerStyle` (bold, for example).
    public func lines(headerStyle: (String) -> String = { $0 }) -> [String] {
        let count = ([header] + rows).map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: count)
        for row in [header] + rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.displayWidth) }
        }
        func line(_ row: [String]) -> String {
            var parts: [String] = []
            for index in 0..<count {
                let cell = index < row.count ? row[index] : ""
                let alignment = index < alignments.count ? alignments[index] : .left
                let isLast = index == count - 1
                switch alignment {
                case .left: parts.append(isLast ? cell : cell.padded(to: widths[index]))
                case .right: parts.append(cell.padded(left: widths[index]))
                }
            }
            var text = parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var result: [String] = []
        if !header.isEmpty { result.append(headerStyle(line(header))) }
        result += rows.map(line)
        return result
    }
}
