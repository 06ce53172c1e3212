/// Plain text laid out in lines no wider than a number of terminal columns,
/// measured by display width, broken only at spaces: a Korean word (어절)
/// or an English one is never split, unless it alone is wider than the line.
enum WordWrap {
    /// `text` wrapped to `width` columns; lines after the first start with
    /// `indent` spaces. Runs of spaces between words collapse to one.
    static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let width = max(1, width)
        // A line that fits is left as written (aligned columns, double spaces).
        if text.displayWidth <= width { return [text] }
        let indent = min(indent, max(0, width - 1))
        let leading = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var line = leading
        var used = leading.displayWidth
        var lineHasWord = false
        for word in text.split(separator: " ").map(String.init) {
            let wordWidth = word.displayWidth
            if lineHasWord && used + 1 + wordWidth > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                used = indent
                lineHasWord = false
            }
            if !lineHasWord && used + wordWidth > width {
                // Only a word wider than a whole line is cut.
                for piece in cut(word, first: width - used, rest: width - indent) {
                    if lineHasWord {
                        lines.append(line)
                        line = String(repeating: " ", count: indent)
                        used = indent
                    }
                    line += piece
                    used += piece.displayWidth
                    lineHasWord = true
                }
                continue
            }
            line += (lineHasWord ? " " : "") + word
            used += (lineHasWord ? 1 : 0) + wordWidth
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` after a first-line `prefix`, later lines indented to the
    /// prefix's width (a hanging indent); when the prefix leaves less than
    /// `minimum` columns, the text starts on its own line under it.
    static func hanging(_ prefix: String, _ text: String, width: Int, minimum: Int = 16) -> [String] {
        let prefixWidth = prefix.displayWidth
        if width - prefixWidth < minimum {
            let indent = min(4, max(0, width - minimum))
            let pad = String(repeating: " ", count: indent)
            return [prefix.trimmingTrailingSpaces] + lines(text, width: width - indent).map { pad + $0 }
        }
        let body = lines(text, width: width - prefixWidth)
        let pad = String(repeating: " ", count: prefixWidth)
        return body.enumerated().map { ($0.offset == 0 ? prefix : pad) + $0.element }
    }

    /// A word wider than a line in pieces that fit. Code breaks where a
    /// reader expects (after `(` or `,`, before `.`) when such a place
    /// exists in the piece; anything else is cut at the width.
    private static func cut(_ word: String, first: Int, rest: Int) -> [String] {
        var pieces: [String] = []
        var current: [Character] = []
        var used = 0
        var limit = max(1, first)
        for character in word {
            let w = String(character).displayWidth
            if used + w > limit && used > 0 {
                var carried: [Character] = []
                if let boundary = lastCodeBoundary(in: current, before: character), boundary > 0 {
                    carried = Array(current[boundary...])
                    current = Array(current[..<boundary])
                }
                pieces.append(String(current))
                current = carried
                used = String(carried).displayWidth
                limit = max(1, rest)
            }
            current.append(character)
            used += w
        }
        if !current.isEmpty { pieces.append(String(current)) }
        return pieces
    }

    /// Where `piece` may end so that the rest moves to the next line: after
    /// its last `(` or `,`, or before its last `.` (`next` may itself start
    /// with a `.`, which makes the end of `piece` a boundary).
    private static func lastCodeBoundary(in piece: [Character], before next: Character) -> Int? {
        if next == "." || next == "(" { return piece.count }
        for index in piece.indices.reversed() {
            if piece[index] == "(" || piece[index] == "," { return index + 1 }
            if piece[index] == "." && index > 0 { return index }
        }
        return nil
    }
}
