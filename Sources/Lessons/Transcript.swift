/// A ```` ```keylab ```` block: inputs typed at the prompt, each followed by
/// the exact output expected.
public struct Transcript: Sendable, Equatable {
    /// The entries in order.
    public var entries: [TranscriptEntry]
    /// Line of the opening fence (0 for a transcript that is not a block of its own).
    public var line: Int

    public init(entries: [TranscriptEntry], line: Int) {
        self.entries = entries
        self.line = line
    }

    /// Every input line in order, hidden setup lines included.
    public var inputs: [String] { entries.map(\.input) }

    /// The entries the learner sees (hidden setup lines left out).
    public var shownEntries: [TranscriptEntry] { entries.filter { !$0.isHidden } }

    /// Parses transcript text whose first line is file line `firstLine`.
    /// Lines starting with `> ` (or a lone `>`) are input; the lines after one
    /// are its expected output (none for the unfinished lines of a multi-line
    /// Swift entry). Output before the first input is an error.
    ///
    /// Lines starting with `>> ` are hidden setup: they run first, like
    /// input, but are neither shown to the learner nor compared, so a step
    /// can start from the scene the previous step built without repeating
    /// it on screen. They must come before every `> ` line and have no
    /// output of their own.
    public static func parse(
        _ lines: [String], firstLine: Int, fenceLine: Int, file: String
    ) -> (Transcript, [LessonDiagnostic]) {
        var entries: [TranscriptEntry] = []
        var diagnostics: [LessonDiagnostic] = []
        for (offset, line) in lines.enumerated() {
            let lineNumber = firstLine + offset
            if let hidden = hiddenInputText(line) {
                if entries.contains(where: { !$0.isHidden }) {
                    diagnostics.append(LessonDiagnostic(file: file, line: lineNumber,
                        "hidden setup line ('>> ') after a shown input: put every '>> ' line before the first '> ' line"))
                }
                entries.append(TranscriptEntry(input: hidden, expectedOutput: [], line: lineNumber, isHidden: true))
            } else if let input = inputText(line) {
                entries.append(TranscriptEntry(input: input, expectedOutput: [], line: lineNumber))
            } else if entries.isEmpty {
                if !line.trimmingSpaces.isEmpty && diagnostics.isEmpty {
                    diagnostics.append(LessonDiagnostic(
                        file: file, line: lineNumber,
                        "transcript output before any input: start the block with a '> ' line (what the learner types)"))
                }
            } else if entries[entries.count - 1].isHidden {
                if !line.trimmingSpaces.isEmpty {
                    diagnostics.append(LessonDiagnostic(file: file, line: lineNumber,
                        "output after a hidden setup line ('>> '): hidden lines are not compared; make it a '> ' line to show its output, or remove this line"))
                }
            } else {
                entries[entries.count - 1].expectedOutput.append(line)
            }
        }
        if !entries.contains(where: { !$0.isHidden }) && diagnostics.isEmpty {
            diagnostics.append(LessonDiagnostic(file: file, line: fenceLine, "empty transcript: add '> ' input lines and the output they print"))
        }
        for index in entries.indices {
            entries[index].expectedOutput = entries[index].expectedOutput.droppingTrailingBlankLines
        }
        return (Transcript(entries: entries, line: fenceLine), diagnostics)
    }

    /// The input of a `>> ` line (hidden setup), or nil.
    static func hiddenInputText(_ line: String) -> String? {
        if line == ">>" { return "" }
        if line.hasPrefix(">> ") { return String(line.dropFirst(3)) }
        return nil
    }

    /// The input of a `> ` line, or nil when the line is output.
    static func inputText(_ line: String) -> String? {
        if line == ">" { return "" }
        if line.hasPrefix("> ") { return String(line.dropFirst(2)) }
        return nil
    }
}

/// One input line and the output expected after it.
public struct TranscriptEntry: Sendable, Equatable {
    /// The line typed.
    public var input: String
    /// The output lines expected after the inputs (trailing blank lines removed).
    public var expectedOutput: [String]
    /// File line of the input.
    public var line: Int
    /// A `>> ` line: run before the shown inputs, never shown nor compared.
    public var isHidden: Bool

    public init(input: String, expectedOutput: [String], line: Int, isHidden: Bool = false) {
        self.input = input
        self.expectedOutput = expectedOutput
        self.line = line
        self.isHidden = isHidden
    }

    /// File line of the first expected output line (right after the inputs).
    public var outputLine: Int { line + 1 }
}

extension String {
    /// The text without trailing spaces and tabs.
    public var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return String(s)
    }

    var trimmingSpaces: String {
        trimmingTrailingSpaces.drop { $0 == " " || $0 == "\t" }.description
    }
}

extension Array where Element == String {
    /// The lines without blank lines at the end.
    public var droppingTrailingBlankLines: [String] {
        var lines = self
        while let last = lines.last, last.trimmingSpaces.isEmpty { lines.removeLast() }
        return lines
    }
}
