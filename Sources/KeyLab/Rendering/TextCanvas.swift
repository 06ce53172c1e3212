/// What a cell of a drawing stands for; `DrawingTone.paint` turns it into
/// colour (only when the session's style has colour on).
public enum DrawingTone: Sendable, Equatable {
    case plain
    /// Border, safe-area dots and other furniture.
    case frame
    /// The keyboard's shading.
    case keyboard
    /// The part of the focused field the keyboard covers.
    case covered
    /// The focused field.
    case focus
    /// A note about something off screen.
    case warning
}

/// A grid of terminal cells to draw into. Wide characters (Hangul, CJK) take
/// two cells: the second holds a continuation marker so columns line up.
public struct TextCanvas: Sendable {
    private struct Cell: Sendable, Equatable {
        /// The character, "" for the right half of a wide character.
        var text: String
        var tone: DrawingTone
    }

    public let width: Int
    public let height: Int
    private var cells: [[Cell]]

    /// A canvas of `width` × `height` cells filled with spaces.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: Cell(text: " ", tone: .plain), count: max(0, width)), count: max(0, height))
    }

    /// True when (row, column) lies on the canvas.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// The character at (row, column) (" " outside; "" for the right half of a wide character).
    public func character(row: Int, column: Int) -> String {
        contains(row: row, column: column) ? cells[row][column].text : " "
    }

    /// Puts one single-width character at (row, column); cells outside the
    /// canvas or outside `clip` are ignored. Overwriting half of a wide
    /// character blanks its other half.
    public mutating func set(_ character: String, row: Int, column: Int, tone: DrawingTone = .plain, clip: CellBox? = nil) {
        guard contains(row: row, column: column) else { return }
        if let clip, !clip.contains(row: row, column: column) { return }
        breakWideCharacter(row: row, column: column)
        cells[row][column] = Cell(text: character, tone: tone)
    }

    /// Writes `text` from (row, column) rightwards, wide characters taking two
    /// cells; a wide character that would not fit inside the canvas or `clip`
    /// is replaced by a space. Returns the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, tone: DrawingTone = .plain, clip: CellBox? = nil) -> Int {
        var col = column
        for character in text {
            let piece = String(character)
            // A control character has no cell of its own: drawn as `\u{1B}`
            // it would take six, so the picture leaves it out (tables show it).
            if character.unicodeScalars.contains(where: TerminalSafeText.mustBeMadeVisible) { continue }
            let w = piece.displayWidth
            if w == 0 { continue }
            if w == 1 {
                set(piece, row: row, column: col, tone: tone, clip: clip)
            } else if fits(row: row, column: col, clip: clip) && fits(row: row, column: col + 1, clip: clip) {
                breakWideCharacter(row: row, column: col)
                breakWideCharacter(row: row, column: col + 1)
                cells[row][col] = Cell(text: piece, tone: tone)
                cells[row][col + 1] = Cell(text: "", tone: tone)
            } else {
                set(" ", row: row, column: col, tone: tone, clip: clip)
                set(" ", row: row, column: col + 1, tone: tone, clip: clip)
            }
            col += w
        }
        return col - column
    }

    /// Changes the tone of the cells in `box` without changing their characters.
    public mutating func tint(_ box: CellBox, tone: DrawingTone) {
        let visible = box.intersection(CellBox(top: 0, left: 0, bottom: height - 1, right: width - 1))
        guard !visible.isEmpty else { return }
        for row in visible.top...visible.bottom {
            for column in visible.left...visible.right {
                cells[row][column].tone = tone
            }
        }
    }

    /// Fills `box` with `character`.
    public mutating func fill(_ box: CellBox, with character: String, tone: DrawingTone = .plain, clip: CellBox? = nil) {
        guard box.top <= box.bottom, box.left <= box.right else { return }
        for row in box.top...box.bottom {
            for column in box.left...box.right {
                set(character, row: row, column: column, tone: tone, clip: clip)
            }
        }
    }

    /// The canvas as lines of text, colour applied through `style`; trailing
    /// spaces are kept only when `keepTrailingSpaces` is true.
    public func lines(style: Style, keepTrailingSpaces: Bool = false) -> [String] {
        cells.map { row in
            var line = ""
            var runText = ""
            var runTone = DrawingTone.plain
            for cell in row {
                if cell.tone != runTone {
                    line += runTone.paint(runText, style: style)
                    runText = ""
                    runTone = cell.tone
                }
                runText += cell.text
            }
            if !keepTrailingSpaces && (runTone == .plain || !style.color) {
                while runText.hasSuffix(" ") { runText.removeLast() }
            }
            line += runTone.paint(runText, style: style)
            if !keepTrailingSpaces && !style.color {
                while line.hasSuffix(" ") { line.removeLast() }
            }
            return line
        }
    }

    private func fits(row: Int, column: Int, clip: CellBox?) -> Bool {
        contains(row: row, column: column) && (clip?.contains(row: row, column: column) ?? true)
    }

    /// Blanks the other half of a wide character that (row, column) is part of.
    private mutating func breakWideCharacter(row: Int, column: Int) {
        if cells[row][column].text.isEmpty, column > 0 {
            cells[row][column - 1].text = " "
        } else if cells[row][column].text.displayWidth == 2, column + 1 < width {
            cells[row][column + 1].text = " "
        }
    }
}

/// A rectangle of cells, edges inclusive.
public struct CellBox: Sendable, Equatable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public var isEmpty: Bool { top > bottom || left > right }
    public var rows: Int { max(0, bottom - top + 1) }
    public var columns: Int { max(0, right - left + 1) }

    public func contains(row: Int, column: Int) -> Bool {
        row >= top && row <= bottom && column >= left && column <= right
    }

    /// The cells both boxes share (may be empty).
    public func intersection(_ other: CellBox) -> CellBox {
        CellBox(top: max(top, other.top), left: max(left, other.left),
                bottom: min(bottom, other.bottom), right: min(right, other.right))
    }

    /// The box shrunk by one cell on every side (a box's interior).
    public var interior: CellBox {
        CellBox(top: top + 1, left: left + 1, bottom: bottom - 1, right: right - 1)
    }
}

extension DrawingTone {
    /// The text coloured for this tone (unchanged when colour is off).
    func paint(_ text: String, style: Style) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .plain: return text
        case .frame: return style.dim(text)
        case .keyboard: return style.blue(text)
        case .covered: return style.red(text)
        case .focus: return style.yellow(text)
        case .warning: return style.yellow(text)
        }
    }
}
