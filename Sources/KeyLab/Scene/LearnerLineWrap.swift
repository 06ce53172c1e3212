import Foundation

/// A learner's traced line too wide for the terminal
/// (`entry 2:10  let d = … ?? 0.25   0.25`): the code wraps at spaces and its
/// value goes on a line of its own, after `⇒`, so a wrapped value is never
/// read as the end of the code.
enum LearnerLineWrap {
    /// The wrapped lines, or nil when `line` is not a learner's traced line
    /// with a value (other lines wrap as plain text).
    static func lines(_ line: String, width: Int) -> [String]? {
        let leading = line.prefix { $0 == " " }
        let body = line.dropFirst(leading.count)
        guard let location = body.split(separator: " ", maxSplits: 1).first,
              isLocation(location) else { return nil }
        // handlerLine separates the value with three spaces; the code itself
        // rarely holds three, and the last run is the value's.
        guard let gap = body.range(of: "   ", options: .backwards) else { return nil }
        let code = String(leading) + String(body[..<gap.lowerBound])
        let value = body[gap.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else { return nil }
        let indent = leading.count + 2
        let wrappedCode = WordWrap.lines(gluingLocation(code), width: width, indent: min(indent, width / 2))
            .map(unglued)
        let valueLine = String(repeating: " ", count: min(indent, width / 2)) + "⇒ " + value
        return wrappedCode + WordWrap.lines(valueLine, width: width, indent: min(indent + 2, width / 2))
    }

    /// A traced line's location (`entry 2:10`) as one unbreakable word that carries the first of
    /// the two spaces before the code (`TraceLineWrap.glue`): wrapping keeps both spaces, never
    /// splits the location, and may still break between the location and the code (the line
    /// then ends in a space, which `unglued` trims).
    static func gluingLocation(_ line: String) -> String {
        let leading = line.prefix { $0 == " " }
        let body = line.dropFirst(leading.count)
        let words = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard let first = words.first, isLocation(first) else { return line }
        let twoWords = first == "entry" && words.count > 1
        let locationEnd = twoWords ? body.index(first.endIndex, offsetBy: 1 + words[1].count) : first.endIndex
        guard body[locationEnd...].hasPrefix("  ") else { return line }
        let location = body[..<locationEnd].map { $0 == " " ? TraceLineWrap.glue : $0 }
        return String(leading) + String(location) + String(TraceLineWrap.glue) + body[locationEnd...].dropFirst(1)
    }

    /// A wrapped line with the glue back to spaces and no space left at its end.
    static func unglued(_ line: String) -> String {
        String(line.map { $0 == TraceLineWrap.glue ? " " : $0 }).trimmingTrailingSpaces
    }

    /// `entry 2:10` is two words; `ViewController.swift:14` one.
    private static func isLocation(_ word: Substring) -> Bool {
        if word == "entry" { return true }
        guard let colon = word.lastIndex(of: ":") else { return false }
        return word[..<colon].hasSuffix(".swift") && !word[word.index(after: colon)...].isEmpty
            && word[word.index(after: colon)...].allSatisfy(\.isNumber)
    }
}
