import KeyboardSim

/// The frame table printed under a drawing: every view's name (indented by
/// depth), kind, frame in its parent, frame on screen and covered points.
public enum FrameTable {
    /// The table's lines for the views of `picture`, with frames in parent
    /// coordinates from `frames` (by view name).
    public static func lines(_ picture: ScreenPicture, frames: [String: Rect], style: Style) -> [String] {
        let rows = picture.views.map { view -> [String] in
            let name = String(repeating: "  ", count: view.depth) + view.name
            let frame = frames[view.name].map(format) ?? "-"
            return [name, view.kind, frame, format(view.screenFrame), formatNumber(view.covered)]
        }
        let table = TextTable(
            header: ["name", "kind", "frame", "screen frame", "covered"],
            rows: rows,
            alignments: [.left, .left, .left, .left, .right]
        )
        return table.lines(headerStyle: style.bold)
    }

    /// `(x, y, width, height)` with keylab's number format.
    public static func format(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}
