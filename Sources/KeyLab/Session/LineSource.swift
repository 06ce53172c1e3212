/// Where the session's input lines come from: the line editor in a terminal,
/// plain standard input in a pipe, a script file, or an array in tests.
public protocol LineSource {
    /// The next line without its newline, or nil at the end of input.
    /// `continuation` is true when the session waits for the rest of an entry.
    mutating func nextLine(continuation: Bool) -> String?
}

/// Lines from an array; used by tests and by script runners.
public struct ArrayLineSource: LineSource {
    private var lines: [String]
    private var index = 0

    public init(_ lines: [String]) { self.lines = lines }

    public mutating func nextLine(continuation: Bool) -> String? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
    }
}
