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

        /// The output is what the transcript expects.
        public var matches: Bool {
            actualOutput == entry.expectedOutput.map(\.trimmingTrailingSpaces)
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

/// Runs an exercise's checks against a session.
public enum ExerciseChecks {
    /// The outcome of one `check:` line.
    public struct Outcome: Sendable, Equatable {
        public var check: ExerciseCheck
        public var passed: Bool
        /// What is wrong, for the learner (empty when passed).
        public var message: String
    }

    /// Runs every check; `:expect` checks as commands, others as Swift Bool
    /// expressions in the session's Swift.
    public static func run(_ exercise: Exercise, in session: Session) -> [Outcome] {
        exercise.checks.map { run($0, in: session) }
    }

    static func run(_ check: ExerciseCheck, in session: Session) -> Outcome {
        if check.isExpectation {
            let reply = session.handle(check.text)
            let text = reply.output.removingANSIEscapes.trimmingWhitespace
            return Outcome(check: check, passed: !reply.failed, message: reply.failed ? text : "")
        }
        switch session.swift.evaluateCondition(check.text) {
        case .value(true):
            return Outcome(check: check, passed: true, message: "")
        case .value(false):
            let parts = conjuncts(check.text)
            if parts.count > 1 {
                let failing = parts.filter { session.swift.evaluateCondition($0) != .value(true) }
                if !failing.isEmpty {
                    return Outcome(check: check, passed: false, message: failing.map { "not yet true: \($0)" }.joined(separator: "\n"))
                }
            }
            return Outcome(check: check, passed: false, message: "not yet true: \(check.text)")
        case .error(let message):
            return Outcome(check: check, passed: false, message: message.trimmingWhitespace)
        }
    }

    /// The parts of `a && b && c` at the top level (outside parentheses and strings).
    static func conjuncts(_ expression: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in expression {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == "&" && previous == "&" && depth == 0 {
                    current.removeLast()
                    parts.append(current.trimmingWhitespace)
                    current = ""
                    previous = " "
                    continue
                }
            }
            current.append(character)
            previous = character
        }
        parts.append(current.trimmingWhitespace)
        return parts.filter { !$0.isEmpty }
    }
}
