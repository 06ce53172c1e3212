/// How an explanation line too wide for the terminal is broken: a
/// notification's frames go under its name (`begin` and `end` on lines of
/// their own when even that is too wide), and elsewhere a rectangle like
/// `(0, 0, 667, 375)` is never split across lines, so numbers stay readable.
enum TraceLineWrap {
    /// `line` as lines at most `width` columns wide where that is possible,
    /// later lines indented two columns more than the first. A learner's
    /// own traced line keeps its value apart (`LearnerLineWrap`).
    static func lines(_ line: String, width: Int) -> [String] {
        guard line.displayWidth > width else { return [line] }
        if let learnerLines = LearnerLineWrap.lines(line, width: width) { return learnerLines }
        if let notification = notificationLines(line, width: width) { return notification }
        let indent = min(line.prefix { $0 == " " }.count + 2, width / 2)
        return WordWrap.lines(LearnerLineWrap.gluingLocation(gluingParentheses(line)), width: width, indent: indent)
            .map(LearnerLineWrap.unglued)
    }

    /// `keyboardWillShow   begin (…)  end (…)` as the name, then the frames.
    static func notificationLines(_ line: String, width: Int) -> [String]? {
        guard line.hasPrefix("keyboard"), let begin = line.range(of: "  begin ("),
              let end = line.range(of: "  end (", range: begin.upperBound..<line.endIndex) else { return nil }
        let name = String(line[..<begin.lowerBound]).trimmingTrailingSpaces
        let beginText = "  " + line[begin.lowerBound..<end.lowerBound].drop { $0 == " " }
        let endText = "  " + line[end.lowerBound...].drop { $0 == " " }
        let together = beginText + endText
        if together.displayWidth <= width { return [name, together] }
        return [name] + lines(beginText, width: width) + lines(endText, width: width)
    }

    /// A character no trace line contains, standing for a space that must not break.
    static let glue: Character = "\u{2060}"

    /// The spaces inside each group of numbers in parentheses, like
    /// `(0, 409, 375, ≈258)`, replaced by `glue` (a call's arguments may still break).
    private static func gluingParentheses(_ line: String) -> String {
        var characters = Array(line)
        var open: Int?
        for index in characters.indices {
            switch characters[index] {
            case "(": open = index
            case ")":
                if let start = open, characters[(start + 1)..<index].allSatisfy(numberCharacters.contains) {
                    for inner in (start + 1)..<index where characters[inner] == " " { characters[inner] = glue }
                }
                open = nil
            default: break
            }
        }
        return String(characters)
    }

    private static let numberCharacters: Set<Character> = Set("0123456789.,-−≈ ")
}
