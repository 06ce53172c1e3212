/// What the session answers to one line of input.
public struct Reply: Sendable, Equatable {
    /// Text to show, newline-terminated lines (empty when there is nothing to show).
    public var output: String
    /// The line failed: an error, a failed expectation, a Swift runtime error.
    /// `keylab run` exits with status 1 when any line failed.
    public var failed: Bool
    /// The session ended (`:quit`).
    public var ended: Bool
    /// The input is unfinished (an open brace, parenthesis or multi-line string);
    /// the shell should show the continuation prompt and send the next line.
    public var needsMoreInput: Bool

    public init(output: String = "", failed: Bool = false, ended: Bool = false, needsMoreInput: Bool = false) {
        self.output = output
        self.failed = failed
        self.ended = ended
        self.needsMoreInput = needsMoreInput
    }

    /// A successful reply showing `text` (a trailing newline is added when missing).
    public static func text(_ text: String) -> Reply {
        Reply(output: text.terminatedByNewline)
    }

    /// A failed reply showing `text`.
    public static func failure(_ text: String) -> Reply {
        Reply(output: text.terminatedByNewline, failed: true)
    }
}

extension String {
    /// The string with exactly one trailing newline, or empty when it is empty.
    var terminatedByNewline: String {
        if isEmpty || hasSuffix("\n") { return self }
        return self + "\n"
    }
}
