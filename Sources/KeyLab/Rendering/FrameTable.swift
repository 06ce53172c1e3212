import KeyboardSim

/// The frame table printed under a drawing: every view's name (indented by
/// depth), kind, frame in its parent, frame on screen and covered points.
public enum FrameTable {
    /// The table's lines for the views of `picture`, with frames in parent
    /// coordinates from `frames` (by view name).
    ///
    /// A table wider than `columns` is compacted: each view takes a line
    /// for its name, kind and covered points and one or two indented lines
    /// for its frames.
    public static func lines(_ picture: ScreenPicture, frames: [String: Rect], style: Style,
                             columns: Int = 80, language: Language = .english) -> [String] {
        let messages = Messages(language)
        let rows = picture.views.map { view -> [String] in
            let name = String(repeating: "  ", count: view.depth) + view.name
            let frame = frames[view.name].map(format) ?? "-"
            return [name, view.kind, frame, format(view.screenFrame), formatNumber(view.covered)]
        }
        let header = messages.frameTableHeader
        let table = TextTable(header: header, rows: rows, alignments: [.left, .left, .left, .left, .right])
        let full = table.lines(headerStyle: style.bold)
        if full.allSatisfy({ $0.displayWidth <= columns }) { return full }
        let short = TextTable(header: [header[0], header[1], header[4]], rows: rows.map { [$0[0], $0[1], $0[4]] },
                              alignments: [.left, .left, .right]).lines(headerStyle: style.bold)
        var lines = [short[0]]
        for (index, row) in rows.enumerated() {
            lines.append(short[index + 1])
            let indent = String(repeating: " ", count: row[0].prefix { $0 == " " }.count + 4)
            let both = indent + messages.compactFrame(row[2]) + "  " + messages.compactScreenFrame(row[3])
            if both.displayWidth <= columns {
                lines.append(both)
            } else {
                lines += WordWrap.lines(indent + messages.compactFrame(row[2]), width: columns, indent: indent.count)
                lines += WordWrap.lines(indent + messages.compactScreenFrame(row[3]), width: columns, indent: indent.count)
            }
        }
        return lines
    }

    /// `(x, y, width, height)` with keylab's number format.
    public static func format(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}
