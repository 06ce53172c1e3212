/// Compiler diagnostics laid out for the terminal: a message line
/// (`error: …`, `note: …`, `Form.swift:3:16: error: …`, `Fatal error: …`)
/// wider than the terminal breaks at spaces, later lines indented under the
/// message, so no word is split by the terminal's own wrapping. Source
/// excerpts and the `^~~~` under them are left as they are (the caret must
/// stay under its column), and so is everything the program printed.
enum DiagnosticWrap {
    /// Wrapped for a person at a terminal; a script, a pipe and a lesson's
    /// transcripts keep swiftc's one line per message, as swiftc prints it.
    static func forTerminal(_ output: String, _ environment: SessionEnvironment) -> String {
        environment.interactive ? wrap(output, width: environment.width) : output
    }

    static func wrap(_ output: String, width: Int) -> String {
        guard width >= 20, output.contains(":") else { return output }
        return output.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
            let line = String(raw)
            guard line.displayWidth > width, let label = messageStart(line) else { return line }
            return WordWrap.lines(line, width: width, indent: min(label, width / 3)).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Columns before the message text when the line is a diagnostic's
    /// message line, else nil.
    static func messageStart(_ line: String) -> Int? {
        let place = Style.diagnosticPlace(Substring(line))
        let rest = line.dropFirst(place.count)
        for label in ["error: ", "note: ", "warning: ", "Fatal error: ", "오류: ", "참고: "] where rest.hasPrefix(label) {
            return place.isEmpty ? label.displayWidth : 4
        }
        return nil
    }
}
