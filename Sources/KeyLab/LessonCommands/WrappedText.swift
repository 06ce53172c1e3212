import Lessons

/// Inline Markdown laid out in lines no wider than a number of terminal
/// columns, measured by display width (Hangul takes two columns), with
/// emphasis, strong and inline code styled when colour is on.
struct WrappedText {
    let style: Style

    /// A piece of a word with its styling applied.
    private struct Fragment {
        var plain: String
        var format: (String) -> String
        var styled: String { format(plain) }
    }

    private enum Token {
        case fragment(Fragment)
        case space
        case newline
    }

    /// The inlines wrapped to `width` columns (at least 10).
    func lines(_ inlines: [Inline], width: Int) -> [String] {
        layout(tokens(inlines, formats: []), width: max(10, width))
    }

    private func tokens(_ inlines: [Inline], formats: [(String) -> String]) -> [Token] {
        var result: [Token] = []
        func styled(_ text: String, _ extra: [(String) -> String] = []) -> Fragment {
            let all = formats + extra
            return Fragment(plain: text, format: { text in all.reversed().reduce(text) { partial, format in format(partial) } })
        }
        for inline in inlines {
            switch inline {
            case .text(let text), .html(let text):
                var word = ""
                for character in text {
                    if character == " " || character == "\t" || character == "\n" {
                        if !word.isEmpty { result.append(.fragment(styled(word))); word = "" }
                        result.append(.space)
                    } else {
                        word.append(character)
                    }
                }
                if !word.isEmpty { result.append(.fragment(styled(word))) }
            case .code(let code):
                // Inline code is one unbreakable word; backticks mark it without colour.
                let shown = style.color ? code : "`" + code + "`"
                result.append(.fragment(styled(shown, [style.cyan])))
            case .emphasis(let inner):
                // Without colour, keep the Markdown stars so the stress still shows.
                let marked = style.color ? inner : [.text("*")] + inner + [.text("*")]
                result += tokens(marked, formats: formats + [style.italic])
            case .strong(let inner):
                result += tokens(inner, formats: formats + [style.bold])
            case .link(let inner, let destination):
                result += tokens(inner, formats: formats + [style.underline])
                if destination != inner.map(\.plainText).joined() && !destination.isEmpty {
                    result.append(.space)
                    result.append(.fragment(styled("(" + destination + ")", [style.dim])))
                }
            case .softBreak:
                result.append(.space)
            case .lineBreak:
                result.append(.newline)
            }
        }
        return result
    }

    private func layout(_ tokens: [Token], width: Int) -> [String] {
        // Group fragments into words (fragments with no space between them).
        var words: [[Fragment]] = [[]]
        var breaksAfter: Set<Int> = []
        for token in tokens {
            switch token {
            case .fragment(let fragment): words[words.count - 1].append(fragment)
            case .space: if !(words.last?.isEmpty ?? true) { words.append([]) }
            case .newline:
                if words.last?.isEmpty ?? true { words.removeLast() }
                breaksAfter.insert(words.count - 1)
                words.append([])
            }
        }
        (words, breaksAfter) = breakingWideCode(words, breaksAfter, width: width)
        var lines: [String] = []
        var line = ""
        var used = 0
        for (index, word) in words.enumerated() {
            let wordWidth = word.reduce(0) { $0 + $1.plain.displayWidth }
            if wordWidth > 0 {
                if used > 0 && used + 1 + wordWidth > width {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                if wordWidth > width {
                    for piece in hardSplit(word, width: width, firstAvailable: used == 0 ? width : width - used - 1) {
                        if used > 0 && piece.width > 0 && used + 1 + piece.width <= width {
                            line += " " + piece.text
                            used += 1 + piece.width
                        } else if used > 0 {
                            lines.append(line)
                            line = piece.text
                            used = piece.width
                        } else {
                            line = piece.text
                            used = piece.width
                        }
                    }
                } else {
                    line += (used > 0 ? " " : "") + word.map(\.styled).joined()
                    used += (used > 0 ? 1 : 0) + wordWidth
                }
            }
            if breaksAfter.contains(index) {
                lines.append(line)
                line = ""
                used = 0
            }
        }
        if used > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Words wider than the line that hold spaces (a long inline code span,
    /// such as a hint's whole answer) split at those spaces, so the line
    /// breaks between two tokens of the code and never inside a name.
    private func breakingWideCode(_ words: [[Fragment]], _ breaksAfter: Set<Int>, width: Int) -> ([[Fragment]], Set<Int>) {
        var result: [[Fragment]] = []
        var breaks: Set<Int> = []
        for (index, word) in words.enumerated() {
            let wordWidth = word.reduce(0) { $0 + $1.plain.displayWidth }
            if wordWidth > width && word.contains(where: { $0.plain.contains(" ") }) {
                var part: [Fragment] = []
                for fragment in word {
                    for (n, piece) in fragment.plain.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                        if n > 0 { result.append(part); part = [] }
                        if !piece.isEmpty { part.append(Fragment(plain: String(piece), format: fragment.format)) }
                    }
                }
                result.append(part)
            } else {
                result.append(word)
            }
            if breaksAfter.contains(index) { breaks.insert(result.count - 1) }
        }
        return (result, breaks)
    }

    /// A word wider than the line, cut by display width.
    private func hardSplit(_ word: [Fragment], width: Int, firstAvailable: Int) -> [(text: String, width: Int)] {
        var pieces: [(String, Int)] = []
        var current = ""
        var used = 0
        var limit = max(1, firstAvailable)
        for fragment in word {
            let format = fragment.format
            var chunk = ""
            for character in fragment.plain {
                let w = String(character).displayWidth
                if used + w > limit && used > 0 {
                    current += chunk.isEmpty ? "" : format(chunk)
                    pieces.append((current, used))
                    current = ""
                    chunk = ""
                    used = 0
                    limit = width
                }
                chunk.append(character)
                used += w
            }
            current += chunk.isEmpty ? "" : format(chunk)
        }
        if used > 0 { pieces.append((current, used)) }
        return pieces
    }
}
