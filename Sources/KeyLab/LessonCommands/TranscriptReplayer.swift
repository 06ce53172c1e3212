import Lessons

/// Replays a transcript's inputs in a session and compares what the session
/// prints with what the transcript expects (trailing spaces and trailing
/// blank lines ignored).
public enum TranscriptReplayer {
    /// One input and what it really printed.
    public struct EntryResult: Sendable, Equatable {
        public var entry: TranscriptEntry
        /// Output lines as compared (no trailing spaces, no trailing blank lines).
        public var actualOutput: [String]
        /// The raw output of the reply, for showing the learner.
        public var rawOutput: String
        /// The session reported a failure for this line.
        public var failed: Bool

        /// The output is what the transcript expects. A hidden setup line's
        /// output is not compared: it only has to succeed.
        public var matches: Bool {
            if entry.isHidden { return !failed }
            return actualOutput == entry.expectedOutput.map(\.trimmingTrailingSpaces)
        }

        /// Index of the first differing line (in either list).
        public var firstDifference: Int {
            let expected = entry.expectedOutput.map(\.trimmingTrailingSpaces)
            var index = 0
            while index < expected.count, index < actualOutput.count, expected[index] == actualOutput[index] { index += 1 }
            return index
        }
    }

    /// Runs every input in order in `session`.
    public static func run(_ transcript: Transcript, in session: Session) -> [EntryResult] {
        transcript.entries.map { entry in
            let reply = session.handle(entry.input)
            return EntryResult(entry: entry, actualOutput: normalize(reply.output), rawOutput: reply.output, failed: reply.failed)
        }
    }

    /// Output text as comparable lines.
    public static func normalize(_ output: String) -> [String] {
        output.removingANSIEscapes
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingTrailingSpaces }
            .droppingTrailingBlankLines
    }
}
