import Lessons
import SwiftSubset

/// Lesson Markdown drawn for the terminal: wrapped paragraphs, headings,
/// lists, block quotes, code blocks (Swift highlighted when colour is on),
/// simple pipe tables, transcripts and exercises.
public struct MarkdownRenderer {
    public let style: Style
    /// Columns available.
    public let width: Int
    /// The language of keylab's own words around the lesson text.
    public let language: Language

    public init(style: Style, width: Int, language: Language = .english) {
        self.style = style
        self.width = max(20, width)
        self.language = language
    }

    /// The blocks as lines of text, a blank line between blocks.
    public func render(_ blocks: [LessonBlock]) -> [String] {
        render(blocks, width: width)
    }

    func render(_ blocks: [LessonBlock], width: Int, separated: Bool = true) -> [String] {
        var lines: [String] = []
        for block in blocks {
            let rendered = render(block, width: width)
            if rendered.isEmpty { continue }
            if separated && !lines.isEmpty { lines.append("") }
            lines += rendered
        }
        return lines
    }

    private var wrapper: WrappedText { WrappedText(style: style) }

    func render(_ block: LessonBlock, width: Int) -> [String] {
        switch block {
        case .heading(let level, let inlines):
            let lines = wrapper.lines(inlines, width: width)
            return lines.map { level <= 1 ? style.bold(style.underline($0)) : style.bold($0) }
        case .paragraph(let inlines):
            if let table = TableLayout(inlines, backticks: !style.color) { return table.lines(style: style, width: width) }
            return wrapper.lines(inlines, width: width)
        case .list(let start, let items):
            var lines: [String] = []
            for (index, item) in items.enumerated() {
                let marker = start.map { "\($0 + index). " } ?? (style.bullet + " ")
                let markerWidth = max(marker.displayWidth, start == nil ? 2 : 3)
                let body = render(item, width: width - markerWidth, separated: false)
                for (n, line) in body.enumerated() {
                    let prefix = n == 0 ? marker.padded(to: markerWidth) : String(repeating: " ", count: markerWidth)
                    lines.append(line.isEmpty ? "" : prefix + line)
                }
            }
            return lines
        case .quote(let blocks):
            let bar = style.dim(style.unicode ? "│ " : "| ")
            return render(blocks, width: width - 2).map { bar + $0 }
        case .code(let language, let text, _):
            let highlighter = SwiftHighlighter(style: style)
            let isSwift = language == "swift"
            let highlight: (String) -> String = { isSwift ? highlighter.highlight($0) : $0 }
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { Self.indentedCode(String($0), width: width, highlight: highlight) }
        case .swift(let snippet):
            let highlighter = SwiftHighlighter(style: style)
            return snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { Self.indentedCode(String($0), width: width, highlight: highlighter.highlight) }
        case .transcript(let transcript):
            return transcriptLines(transcript)
        case .exercise(let exercise):
            return exerciseLines(exercise, width: width)
        case .html(let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .thematicBreak:
            return [style.dim(String(repeating: style.unicode ? "─" : "-", count: min(width, 40)))]
        }
    }

    /// A transcript as the learner would see it at the prompt.
    public func transcriptLines(_ transcript: Transcript) -> [String] {
        var lines: [String] = []
        var pending: [String] = []
        for entry in transcript.shownEntries {
            let continuing = !pending.isEmpty
            let prompt = continuing ? "   ...> " : "keylab> "
            // An input wider than the terminal goes on under itself, broken where Swift allows.
            let pieces = CodeWrap.lines(entry.input, width: width - 12)
            for (index, piece) in pieces.enumerated() {
                let shown = entry.input.hasPrefix(":") ? style.cyan(piece) : SwiftHighlighter(style: style).highlight(piece)
                lines.append("    " + (index == 0 ? style.dim(prompt) : String(repeating: " ", count: 8)) + shown)
            }
            if continuing || !entry.input.hasPrefix(":") {
                pending.append(entry.input)
                if !SwiftREPL.needsMoreInput(pending.joined(separator: "\n")) { pending.removeAll() }
            }
            lines += entry.expectedOutput.flatMap { Self.indentedCode($0, width: width, highlight: { $0 }) }
        }
        return lines
    }

    /// A line of code or output under a code block's four-column indent: a
    /// line that fits the terminal with two or three columns of indent gets
    /// that (it stays one line, still set off from the prose); a longer one
    /// breaks where Swift allows (CodeWrap).
    static func indentedCode(_ line: String, width: Int, highlight: (String) -> String) -> [String] {
        guard !line.isEmpty else { return [""] }
        let used = line.displayWidth
        if used + 4 <= width || used + 2 > width {
            return CodeWrap.lines(line, width: width - 4).map { "    " + highlight($0) }
        }
        return [String(repeating: " ", count: width - used) + highlight(line)]
    }

    /// An exercise's task and how to get help; hints and the solution are
    /// shown by `:hint` and `:solution`.
    public func exerciseLines(_ exercise: Exercise, width: Int? = nil) -> [String] {
        let width = width ?? self.width
        let pencil = style.unicode ? "✎ " : "> "
        let messages = Messages(language)
        var lines = [style.bold(style.yellow(pencil + messages.exerciseHeading))]
        lines += wrapper.lines(InlineMarkdown.parse(exercise.task), width: width - 2).map { "  " + $0 }
        let help = messages.exerciseHelp(hints: exercise.hints.count)
        lines.append("  " + style.dim("(" + help + ")"))
        return lines
    }

    /// Inline Markdown text (a hint, a task) wrapped to the width, with an
    /// indent for every line.
    public func paragraph(_ markdown: String, indent: Int = 0, firstPrefix: String = "") -> [String] {
        let prefixWidth = max(indent, firstPrefix.displayWidth)
        let lines = wrapper.lines(InlineMarkdown.parse(markdown), width: width - prefixWidth)
        return lines.enumerated().map { index, line in
            (index == 0 ? firstPrefix.padded(to: prefixWidth) : String(repeating: " ", count: prefixWidth)) + line
        }
    }
}

/// A paragraph made only of `| a | b |` lines (a GitHub-style table, which
/// CommonMark leaves as text), aligned by display width.
struct TableLayout {
    var rows: [[String]]

    /// `backticks`: inline code keeps its backticks, as paragraphs show it without colour.
    init?(_ inlines: [Inline], backticks: Bool = true) {
        var text = ""
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak: text += "\n"
            case .code(let code): text += backticks ? "`" + code + "`" : code
            default: text += inline.plainText
            }
        }
        let lines = text.split(separator: "\n").map { String($0).trimmingWhitespace }
        guard lines.count >= 2, lines.allSatisfy({ $0.hasPrefix("|") }) else { return nil }
        var rows: [[String]] = []
        for line in lines {
            var cells = line.split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
            if cells.first == "" { cells.removeFirst() }
            if cells.last == "" { cells.removeLast() }
            let isRule = cells.allSatisfy { cell in !cell.isEmpty && cell.allSatisfy { $0 == "-" || $0 == ":" } }
            if !isRule { rows.append(cells) }
        }
        self.rows = rows
    }

    /// The table in `width` columns: cells wrap inside their columns at
    /// spaces (never inside a word); a table that cannot fit even so is
    /// shown row by row, each cell under its column's header.
    func lines(style: Style, width: Int = .max) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        guard columns > 0 else { return [] }
        var natural = Array(repeating: 0, count: columns)
        var narrowest = Array(repeating: 1, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() {
                natural[index] = max(natural[index], cell.displayWidth)
                let longestWord = cell.split(separator: " ").map { String($0).displayWidth }.max() ?? 0
                narrowest[index] = max(narrowest[index], longestWord)
            }
        }
        let available = width == .max ? .max : width - 2 - 2 * (columns - 1)
        var widths = natural
        if natural.reduce(0, +) > available {
            guard narrowest.reduce(0, +) <= available else { return recordLines(style: style, width: width) }
            // Every column gets its longest word; the rest of the room goes
            // to the columns that need it, in proportion to what they lack.
            widths = narrowest
            let lacking = zip(natural, narrowest).map { $0 - $1 }
            let totalLacking = lacking.reduce(0, +)
            var spare = available - narrowest.reduce(0, +)
            for index in 0..<columns where totalLacking > 0 {
                let share = min(lacking[index], spare * lacking[index] / totalLacking)
                widths[index] += share
            }
            spare = available - widths.reduce(0, +)
            for index in 0..<columns where spare > 0 {
                let more = min(spare, natural[index] - widths[index])
                widths[index] += more
                spare -= more
            }
        }
        var lines: [String] = []
        for (number, row) in rows.enumerated() {
            let wrapped = (0..<columns).map { index in
                WordWrap.lines(index < row.count ? row[index] : "", width: widths[index])
            }
            let height = wrapped.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                let cells = (0..<columns).map { index in
                    (lineIndex < wrapped[index].count ? wrapped[index][lineIndex] : "").padded(to: widths[index])
                }
                let line = ("  " + cells.joined(separator: "  ")).trimmingTrailingSpaces
                lines.append(number == 0 ? style.bold(line) : line)
            }
        }
        return lines
    }

    /// Each row as `header: cell` lines, for a table too wide to keep its columns.
    private func recordLines(style: Style, width: Int) -> [String] {
        guard let header = rows.first else { return [] }
        var lines: [String] = []
        for row in rows.dropFirst() {
            if !lines.isEmpty { lines.append("") }
            for (index, cell) in row.enumerated() where !cell.isEmpty {
                let name = index < header.count && !header[index].isEmpty ? header[index] + ": " : ""
                lines += WordWrap.hanging("  " + name, cell, width: width, minimum: 12)
            }
        }
        return lines
    }
}
