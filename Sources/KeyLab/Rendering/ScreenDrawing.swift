import KeyboardSim

/// Draws a `ScreenPicture` to scale as terminal text: the screen's border,
/// the safe area dotted, views as labelled boxes nested in their parents, the
/// keyboard shaded, the covered part of the focused field marked, and notes
/// for anything pushed off the screen.
///
/// Scale: a portrait screen is 38 × 22 cells inside its border (about 40 × 24
/// with it), and landscape uses the same points per cell, so a rotated
/// drawing is as wide as the portrait one is tall.
public struct ScreenDrawing {
    /// Cells inside the border for the device's portrait width and height.
    public static let portraitColumns = 38
    public static let portraitRows = 22

    public let picture: ScreenPicture
    public let style: Style
    private let glyphs: BoxGlyphs
    /// Points per cell, horizontally and vertically.
    private let xScale: Double
    private let yScale: Double
    private let innerColumns: Int
    private let innerRows: Int
    /// keylab's words around the drawing, in the session's language.
    private let messages: Messages
    /// The terminal's width: the drawing, its notes and legend fit in it.
    public let columns: Int
    /// Set when the screen's height was squeezed to fit a short terminal
    /// (the rows the drawing was given), nil at the usual scale.
    public let squeezedTo: Int?

    /// A drawing no wider than `columns` (at least 40): a screen wider than
    /// that (landscape is 70 columns at the usual scale) is drawn at a
    /// smaller scale, the same in both directions, so shapes keep their
    /// proportions.
    ///
    /// `rows`: at most this many lines for the screen with its border (a
    /// short terminal); a taller screen is drawn with its heights squeezed,
    /// widths kept so labels still fit, and the legend says so.
    public init(_ picture: ScreenPicture, style: Style, columns: Int = 80, language: Language = .english, rows: Int? = nil) {
        self.picture = picture
        self.messages = Messages(language)
        self.style = style
        self.glyphs = BoxGlyphs.forStyle(style)
        let portraitWidth = picture.portraitSize.width > 0 ? picture.portraitSize.width : 375
        let portraitHeight = picture.portraitSize.height > 0 ? picture.portraitSize.height : 667
        var xScale = portraitWidth / Double(Self.portraitColumns)
        var yScale = portraitHeight / Double(Self.portraitRows)
        let columns = max(Self.minimumColumns, columns)
        let natural = max(1, Int((picture.screenSize.width / xScale).rounded()))
        if natural + 2 > columns {
            let shrink = Double(natural) / Double(columns - 2)
            xScale *= shrink
            yScale *= shrink
        }
        self.columns = columns
        self.xScale = xScale
        innerColumns = min(columns - 2, max(1, Int((picture.screenSize.width / xScale).rounded())))
        let naturalRows = max(1, Int((picture.screenSize.height / yScale).rounded()))
        if let rows, rows >= Self.minimumRows, naturalRows + 2 > rows {
            innerRows = rows - 2
            self.yScale = max(1, picture.screenSize.height) / Double(innerRows)
            squeezedTo = rows
        } else {
            innerRows = naturalRows
            self.yScale = yScale
            squeezedTo = nil
        }
    }

    /// The fewest lines a squeezed screen gets (border included).
    public static let minimumRows = 10

    /// The lines a drawing may take on a terminal of `terminalRows` rows, so
    /// the notifications and the verdict above it stay on the screen: nil
    /// (the usual scale) from 35 rows up or when the height is unknown.
    public static func rows(forTerminal terminalRows: Int) -> Int? {
        guard terminalRows > 0, terminalRows < 35 else { return nil }
        return max(minimumRows, terminalRows - 12)
    }

    /// The narrowest terminal keylab draws for.
    public static let minimumColumns = 40

    /// The drawing: notes above, the screen, and a legend line below.
    public func render() -> String {
        var lines = notesAbove()
        lines += canvas().lines(style: style)
        lines += legendLines()
        return AsciiFallback.apply(lines.joined(separator: "\n"), style: style)
    }

    // MARK: - Geometry

    /// The cells (border excluded, so offset by one) that a rectangle in
    /// screen points covers; edges are rounded to the nearest cell boundary so
    /// views that touch share no cell, and every view gets at least one cell.
    func cells(for rect: Rect) -> CellBox {
        let left = Int((rect.minX / xScale).rounded())
        let top = Int((rect.minY / yScale).rounded())
        let right = max(left, Int((rect.maxX / xScale).rounded()) - 1)
        let bottom = max(top, Int((rect.maxY / yScale).rounded()) - 1)
        return CellBox(top: top + 1, left: left + 1, bottom: bottom + 1, right: right + 1)
    }

    /// Like `cells(for:)`, but a view that reaches onto the screen by less
    /// than half a cell still gets its first or last row or column, so a
    /// field pushed nearly off the top is seen at the edge, not lost.
    func visibleCells(for rect: Rect) -> CellBox {
        var box = cells(for: rect)
        let size = picture.screenSize
        if rect.maxY > 0 && rect.minY < size.height {
            if box.bottom < 1 { box.bottom = 1 }
            if box.top > innerRows { box.top = innerRows }
        }
        if rect.maxX > 0 && rect.minX < size.width {
            if box.right < 1 { box.right = 1 }
            if box.left > innerColumns { box.left = innerColumns }
        }
        return box
    }

    private var screenInterior: CellBox {
        CellBox(top: 1, left: 1, bottom: innerRows, right: innerColumns)
    }

    // MARK: - Canvas

    private func canvas() -> TextCanvas {
        var canvas = TextCanvas(width: innerColumns + 2, height: innerRows + 2)
        drawSafeArea(on: &canvas)
        drawBars(on: &canvas)
        drawViews(on: &canvas)
        drawKeyboard(on: &canvas)
        drawBorder(on: &canvas)
        return canvas
    }

    private func drawBorder(on canvas: inout TextCanvas) {
        let right = innerColumns + 1, bottom = innerRows + 1
        for column in 1...innerColumns {
            canvas.set(glyphs.borderHorizontal, row: 0, column: column, tone: .frame)
            canvas.set(glyphs.borderHorizontal, row: bottom, column: column, tone: .frame)
        }
        for row in 1...innerRows {
            canvas.set(glyphs.borderVertical, row: row, column: 0, tone: .frame)
            canvas.set(glyphs.borderVertical, row: row, column: right, tone: .frame)
        }
        canvas.set(glyphs.borderTopLeft, row: 0, column: 0, tone: .frame)
        canvas.set(glyphs.borderTopRight, row: 0, column: right, tone: .frame)
        canvas.set(glyphs.borderBottomLeft, row: bottom, column: 0, tone: .frame)
        canvas.set(glyphs.borderBottomRight, row: bottom, column: right, tone: .frame)
        let title = " " + picture.title + " "
        if !picture.title.isEmpty, title.displayWidth <= innerColumns - 2 {
            canvas.write(title, row: 0, column: 2, tone: .frame)
        }
    }

    /// Dots in every cell whose centre lies outside the safe area.
    private func drawSafeArea(on canvas: inout TextCanvas) {
        for row in 0..<innerRows {
            for column in 0..<innerColumns {
                if isOtherApp(row: row, column: column) {
                    canvas.set(glyphs.otherApp, row: row + 1, column: column + 1, tone: .frame)
                } else if isUnsafe(row: row, column: column) {
                    canvas.set(glyphs.unsafe, row: row + 1, column: column + 1, tone: .frame)
                }
            }
        }
    }

    /// The cell's centre lies outside the safe area (row and column inside the border).
    private func isUnsafe(row: Int, column: Int) -> Bool {
        let insets = picture.safeArea
        let area = picture.window ?? Rect(origin: .zero, size: picture.screenSize)
        let y = (Double(row) + 0.5) * yScale
        let x = (Double(column) + 0.5) * xScale
        return y < area.minY + insets.top || y > area.maxY - insets.bottom
            || x < area.minX + insets.left || x > area.maxX - insets.right
    }

    /// Hatches the screen outside the app's window (another app is there).
    private func isOtherApp(row: Int, column: Int) -> Bool {
        guard let w = picture.window else { return false }
        let y = (Double(row) + 0.5) * yScale
        let x = (Double(column) + 0.5) * xScale
        return y < w.minY || y > w.maxY || x < w.minX || x > w.maxX
    }

    /// Navigation and tab bars as labelled boxes, under the views.
    private func drawBars(on canvas: inout TextCanvas) {
        for bar in picture.bars {
            let box = cells(for: bar.frame).intersection(screenInterior)
            guard !box.isEmpty else { continue }
            canvas.fill(box, with: " ", clip: box)
            if box.rows >= 2 { drawBox(box, on: &canvas, tone: .frame, clip: box) }
            let room = max(0, box.columns - 2)
            canvas.write(bar.name.truncated(to: room), row: box.top, column: box.left + 1, tone: .frame, clip: box)
        }
    }

    /// Some cell is dotted (insets smaller than half a cell draw nothing).
    private var hasUnsafeCells: Bool {
        (0..<innerRows).contains { row in (0..<innerColumns).contains { isUnsafe(row: row, column: $0) } }
    }

    private func drawViews(on canvas: inout TextCanvas) {
        var clips: [String: CellBox] = [:]
        for view in picture.views {
            let box = visibleCells(for: view.screenFrame)
            let parentClip = view.parent.flatMap { clips[$0] } ?? screenInterior
            if view.depth == 0 {
                // The root fills the window: the border (or the window) stands for it.
                clips[view.name] = picture.window.map { cells(for: $0).intersection(screenInterior) } ?? screenInterior
                continue
            }
            let tone: DrawingTone = view.isFocused ? .focus : .plain
            let clip = box.intersection(parentClip)
            clips[view.name] = box.rows >= 3 && box.columns >= 3 ? box.interior.intersection(parentClip) : clip
            guard !clip.isEmpty else { continue }
            canvas.fill(box, with: " ", clip: clip)
            if box.rows >= 2 && box.columns >= 2 {
                drawBox(box, on: &canvas, tone: tone, clip: clip)
            } else if box.columns >= 2 {
                canvas.set(glyphs.openBracket, row: box.top, column: box.left, tone: tone, clip: clip)
                canvas.set(glyphs.closeBracket, row: box.top, column: box.right, tone: tone, clip: clip)
            }
            writeLabel(for: view, box: box, clip: clip, tone: tone, on: &canvas)
        }
    }

    private func drawBox(_ box: CellBox, on canvas: inout TextCanvas, tone: DrawingTone, clip: CellBox) {
        for column in box.left...box.right {
            canvas.set(glyphs.horizontal, row: box.top, column: column, tone: tone, clip: clip)
            canvas.set(glyphs.horizontal, row: box.bottom, column: column, tone: tone, clip: clip)
        }
        for row in box.top...box.bottom {
            canvas.set(glyphs.vertical, row: row, column: box.left, tone: tone, clip: clip)
            canvas.set(glyphs.vertical, row: row, column: box.right, tone: tone, clip: clip)
        }
        canvas.set(glyphs.topLeft, row: box.top, column: box.left, tone: tone, clip: clip)
        canvas.set(glyphs.topRight, row: box.top, column: box.right, tone: tone, clip: clip)
        canvas.set(glyphs.bottomLeft, row: box.bottom, column: box.left, tone: tone, clip: clip)
        canvas.set(glyphs.bottomRight, row: box.bottom, column: box.right, tone: tone, clip: clip)
    }

    /// The label goes on the view's first visible row, just inside its left edge.
    private func writeLabel(for view: ScreenPicture.View, box: CellBox, clip: CellBox, tone: DrawingTone,
                            on canvas: inout TextCanvas) {
        let row = max(box.top, clip.top)
        let left = box.columns >= 2 ? box.left + 1 : box.left
        let right = box.columns >= 2 ? box.right - 1 : box.right
        let room = min(right, clip.right) - max(left, clip.left) + 1
        guard room > 0 else { return }
        var label = view.name
        if view.isFocused { label = (style.unicode ? "▸" : ">") + label }
        if let offset = view.contentOffsetY, offset != 0 {
            label += (style.unicode ? " ↕" : " dy ") + formatNumber(offset, ascii: !style.unicode)
        }
        canvas.write(label.truncated(to: room), row: row, column: max(left, clip.left), tone: tone, clip: clip)
    }

    private func drawKeyboard(on canvas: inout TextCanvas) {
        // The split halves leave the app visible between them; the minimized
        // assistant toolbar shows though the notifications report no keyboard.
        let pieces = picture.keyboardPieces.isEmpty ? (picture.keyboard.map { [$0] } ?? []) : picture.keyboardPieces
        for piece in pieces { drawKeyboardPiece(piece, on: &canvas) }
    }

    private func drawKeyboardPiece(_ keyboard: Rect, on canvas: inout TextCanvas) {
        let box = cells(for: keyboard).intersection(screenInterior)
        guard !box.isEmpty else { return }
        canvas.fill(box, with: glyphs.keyboard, tone: .keyboard)
        // The focused field shows through where the keyboard hides it.
        for view in picture.views where view.isFocused && view.covered > 0 {
            let covered = cells(for: view.screenFrame).intersection(box)
            guard !covered.isEmpty else { continue }
            canvas.fill(covered, with: glyphs.covered, tone: .covered)
            canvas.write(view.name.truncated(to: covered.columns), row: covered.top, column: covered.left,
                         tone: .covered, clip: covered)
        }
        // The label sits on the keyboard's bottom row, where fields rarely are.
        let height = formatNumber(keyboard.height, ascii: !style.unicode) + " pt"
        if let label = [" " + messages.keyboardLabel(height: height) + " ", " \(height) "].first(where: { $0.displayWidth <= box.columns }) {
            let column = box.left + (box.columns - label.displayWidth) / 2
            canvas.write(label, row: box.bottom, column: column, tone: .keyboard)
        }
    }

    // MARK: - Notes and legend

    private var root: ScreenPicture.View? { picture.views.first { $0.depth == 0 } }

    /// Lines above the drawing: a root view shifted off the top, views out of sight.
    private func notesAbove() -> [String] {
        var notes: [String] = []
        let up = style.unicode ? "▲ " : "^ "
        let down = style.unicode ? "▼ " : "v "
        let number = { (value: Double) in formatNumber(value, ascii: !style.unicode) }
        // The root's own y: its screen position less the window's (Split View, Slide Over).
        let rootY = (root?.screenFrame.minY ?? 0) - (picture.window?.minY ?? 0)
        if let root, rootY < 0 {
            let hidden = root.screenFrame.minY < 0 ? number(-root.screenFrame.minY) : nil
            notes.append(up + messages.rootShift(root.name, shift: number(rootY), hidden: hidden, up: true))
        } else if let root, rootY > 0 {
            notes.append(down + messages.rootShift(root.name, shift: number(rootY), hidden: nil, up: false))
        }
        let above = picture.views.filter { $0.depth > 0 && $0.screenFrame.maxY <= 0 }.map(\.name)
        if !above.isEmpty {
            notes.append(up + messages.aboveScreen(above))
        }
        let cut = picture.views.filter { $0.depth > 0 && $0.screenFrame.minY < 0 && $0.screenFrame.maxY > 0 }
        if !cut.isEmpty {
            notes.append(up + messages.cutOffAtTop(cut.map { view in
                messages.cutOffView(view.name, hidden: number(-view.screenFrame.minY), height: number(view.screenFrame.height))
            }))
        }
        let below = picture.views.filter { $0.depth > 0 && $0.screenFrame.minY >= picture.screenSize.height }.map(\.name)
        if !below.isEmpty {
            notes.append(down + messages.belowScreen(below))
        }
        return notes.flatMap { WordWrap.lines($0, width: columns, indent: 2) }.map(style.yellow)
    }

    /// The legend's items, as many to a line as fit.
    private func legendLines() -> [String] {
        var lines: [String] = []
        for item in legendItems() {
            if let last = lines.last, last.displayWidth + 3 + item.displayWidth <= columns {
                lines[lines.count - 1] = last + "   " + item
            } else {
                lines += WordWrap.lines(item, width: columns, indent: 2)
            }
        }
        return lines
    }

    private func legendItems() -> [String] {
        var items: [String] = []
        if let keyboard = picture.keyboard ?? picture.keyboardPieces.first, keyboard.minY < picture.screenSize.height {
            items.append(glyphs.keyboard + " " + messages.legendKeyboard)
        }
        for view in picture.views where view.isFocused {
            if view.covered > 0 {
                items.append(glyphs.covered + " " + messages.legendCovered(view.name, amount: formatNumber(view.covered, ascii: !style.unicode)))
            } else {
                items.append((style.unicode ? "▸" : ">") + messages.legendFocus(view.name))
            }
        }
        if let squeezedTo {
            items.append(messages.text(DrawingMessage.legendSqueezed, ["rows": String(squeezedTo)]))
        }
        if hasUnsafeCells {
            items.append(glyphs.unsafe + " " + messages.legendUnsafe)
        }
        if picture.window != nil {
            items.append(glyphs.otherApp + " " + (picture.windowIsSheet ? messages.legendPresenter : messages.legendOtherApp))
        }
        return items
    }
}
