import KeyboardSim
import SwiftSubset

/// A loop in a learner's handler can run one line thousands of times; the
/// trace shows the start and the end of such a run and `⋮ ×N` for the lines
/// between, so the notifications after it stay on the screen. The marker has
/// no words, so it reads the same in every language.
enum LearnerTraceRuns {
    /// A run of one line longer than this is shortened.
    static let longestRun = 4
    /// Lines of one handler shown in full before the middle is left out.
    static let mostLines = 40

    /// `statements` with long runs of the same line, and then an overlong
    /// middle, replaced by one marker each. `marker(n)` builds the marker
    /// for `n` left-out statements, next to the statement it follows.
    static func shortened<Line>(_ statements: [TracedStatement], line: (TracedStatement) -> Line,
                                marker: (Int, TracedStatement) -> Line) -> [Line] {
        var lines: [(Line, isMarker: Bool)] = []
        var index = 0
        while index < statements.count {
            var end = index
            while end + 1 < statements.count, sameLine(statements[end + 1], statements[index]) { end += 1 }
            let count = end - index + 1
            if count > longestRun {
                for s in statements[index..<(index + longestRun - 1)] { lines.append((line(s), false)) }
                lines.append((marker(count - longestRun, statements[index]), true))
                lines.append((line(statements[end]), false))
            } else {
                for s in statements[index...end] { lines.append((line(s), false)) }
            }
            index = end + 1
        }
        guard lines.count > mostLines, let first = statements.first else { return lines.map(\.0) }
        let head = mostLines * 3 / 4
        let tail = mostLines - head - 1
        let left = lines[head..<(lines.count - tail)].filter { !$0.isMarker }.count
        return lines.prefix(head).map(\.0) + [marker(left, first)] + lines.suffix(tail).map(\.0)
    }

    private static func sameLine(_ a: TracedStatement, _ b: TracedStatement) -> Bool {
        a.file == b.file && a.line == b.line && a.function == b.function && a.text == b.text
    }
}
