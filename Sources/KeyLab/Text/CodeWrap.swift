/// A line of code laid out for a terminal narrower than the line: broken
/// where a reader of Swift expects a break (at a space, after `(`, `[`, `,`
/// or `:`, before `.member`), never inside an identifier, a number or, while
/// another place exists, a string literal. Continuation lines are indented
/// four columns past the line's own indent; a `//` comment that goes on
/// starts again with `// `. Widths are display widths (Hangul takes two).
/// Only a single token wider than the whole line is cut.
enum CodeWrap {
    /// `line` (plain text, no colour) in pieces no wider than `width`.
    static func lines(_ line: String, width: Int) -> [String] {
        guard width >= 20, line.displayWidth > width else { return [line] }
        // An argument aligned under a far-away `(` (`:code`'s `name:` lines) keeps
        // at most a third of the width as indent, so its text has room.
        let original = line.prefix { $0 == " " }.count
        let limit = width / 3 / 4 * 4
        let line = original > limit ? String(repeating: " ", count: limit) + line.dropFirst(original) : line
        if line.displayWidth <= width { return [line] }
        let indent = line.prefix { $0 == " " }.count
        // A line that is all comment goes on at its own indent; code goes on four further in.
        let isComment = line.dropFirst(indent).hasPrefix("//")
        let continuation = String(repeating: " ", count: min(indent + (isComment ? 0 : 4), width / 2))
        var result: [String] = []
        var rest = Array(line)
        var state = ScanState()
        while true {
            var prefix = result.isEmpty ? "" : continuation + (state.inComment ? state.commentMarker : "")
            // A name too wide for the usual indent gets less indent rather than being cut.
            let token = leadingTokenWidth(rest)
            if !result.isEmpty, token > width - prefix.displayWidth, token <= width {
                let marker = state.inComment ? state.commentMarker : ""
                prefix = String(repeating: " ", count: max(0, width - token - marker.count)) + marker
            }
            let room = width - prefix.displayWidth
            if String(rest).displayWidth <= room {
                result.append(prefix + String(rest))
                return result
            }
            let (cut, after) = breakPoint(rest, room: room, state: state)
            var piece = String(rest[..<cut])
            while piece.hasSuffix(" ") { piece.removeLast() }
            result.append(prefix + piece)
            state = after
            rest = Array(rest[cut...].drop { $0 == " " })
            if rest.isEmpty { return result }
        }
    }

    /// The width of the name, number or member access the text starts with
    /// (`.keyboardWillShowNotification,` counts up to the comma).
    private static func leadingTokenWidth(_ characters: [Character]) -> Int {
        var width = 0
        for (index, character) in characters.enumerated() {
            let part = character.isLetter || character.isNumber || character == "_" || (character == "." && index == 0)
            if !part { return width + (",)]".contains(character) ? 1 : 0) }
            width += String(character).displayWidth
        }
        return width
    }

    /// Where the scan of a line stands: inside a string literal or a comment.
    struct ScanState {
        var inString = false
        var inComment = false
        /// What a continued comment starts with: `// `, or `/// ` for documentation.
        var commentMarker = "// "
    }

    /// The index to break before, and the scan state there: the last good
    /// place that fits (outside strings when one exists), else a cut at `room`.
    private static func breakPoint(_ characters: [Character], room: Int, state start: ScanState) -> (Int, ScanState) {
        var state = start
        var used = 0
        var best: (index: Int, state: ScanState)?
        var bestInString: (index: Int, state: ScanState)?
        var cutAtRoom: (index: Int, state: ScanState)?
        var previous: Character = " "
        for index in characters.indices {
            let character = characters[index]
            let width = String(character).displayWidth
            if index > 0 && used + width > room {
                if cutAtRoom == nil { cutAtRoom = (index, state) }
                break
            }
            if index > 0 {
                let good = previous == " " && character != " "
                    || (!state.inString && !state.inComment && ("([,:".contains(previous) && character != ")" && character != "]")
                        || (character == "." && (previous.isLetter || previous.isNumber || previous == ")" || previous == "?") && !previous.isNumber))
                if good {
                    if state.inString { bestInString = (index, state) } else { best = (index, state) }
                }
            }
            // Advance the scan past this character.
            if state.inComment {
                // stays in the comment to the end of the line
            } else if state.inString {
                if character == "\"" && previous != "\\" { state.inString = false }
            } else if character == "\"" {
                state.inString = true
            } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
                state.inComment = true
                state.commentMarker = index + 2 < characters.count && characters[index + 2] == "/" ? "/// " : "// "
            }
            used += width
            previous = character
        }
        if let best, best.index > 0 { return (best.index, best.state) }
        if let bestInString, bestInString.index > 0 { return (bestInString.index, bestInString.state) }
        let cut = cutAtRoom ?? (max(1, characters.count - 1), state)
        return (max(1, cut.index), cut.state)
    }
}
