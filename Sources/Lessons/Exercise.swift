/// An ```` ```exercise ```` block: a task, hints revealed one at a time, the
/// checks that decide whether the learner's session solves it, and a solution.
public struct Exercise: Sendable, Equatable {
    public var task: String
    /// Hints in the order `:hint` reveals them.
    public var hints: [String]
    /// All must pass.
    public var checks: [ExerciseCheck]
    /// REPL lines run silently before the check in tests (scene set-up).
    public var setup: [String]
    /// The transcript that solves the exercise.
    public var solution: Transcript
    /// Line of the opening fence.
    public var line: Int

    public init(task: String, hints: [String], checks: [ExerciseCheck], setup: [String] = [], solution: Transcript, line: Int) {
        self.task = task
        self.hints = hints
        self.checks = checks
        self.setup = setup
        self.solution = solution
        self.line = line
    }

    /// The keys an exercise block understands, in the form `key:`.
    public static let keys = ["task", "hint", "check", "setup", "solution"]

    /// Parses the block's lines; the first line is file line `firstLine`.
    public static func parse(
        _ lines: [String], firstLine: Int, fenceLine: Int, file: String
    ) -> (Exercise?, [LessonDiagnostic]) {
        var diagnostics: [LessonDiagnostic] = []
        var fields: [(key: String, text: String, line: Int)] = []
        var solutionStart: Int?
        for (offset, line) in lines.enumerated() {
            let lineNumber = firstLine + offset
            if let (key, value) = keyed(line) {
                if key == "solution" {
                    if !value.isEmpty {
                        diagnostics.append(LessonDiagnostic(file: file, line: lineNumber,
                            "'solution:' stands alone on its line; the transcript starts on the next line"))
                    }
                    solutionStart = offset + 1
                    break
                }
                fields.append((key, value, lineNumber))
            } else if fields.isEmpty {
                if !line.trimmingSpaces.isEmpty {
                    diagnostics.append(LessonDiagnostic(file: file, line: lineNumber,
                        "exercise text before any field: start lines with one of task:, hint:, check:, setup:, solution:"))
                }
            } else if !line.trimmingSpaces.isEmpty {
                let joiner = fields[fields.count - 1].key == "task" || fields[fields.count - 1].key == "hint" ? "\n" : " "
                fields[fields.count - 1].text += joiner + line.trimmingSpaces
            }
        }
        let tasks = fields.filter { $0.key == "task" }
        if tasks.isEmpty {
            diagnostics.append(LessonDiagnostic(file: file, line: fenceLine, "exercise has no 'task:' (what the learner should do)"))
        } else if tasks.count > 1 {
            diagnostics.append(LessonDiagnostic(file: file, line: tasks[1].line, "exercise has a second 'task:'; give one task per exercise"))
        }
        let checks = fields.filter { $0.key == "check" }.map { ExerciseCheck(text: $0.text, line: $0.line) }
        if checks.isEmpty {
            diagnostics.append(LessonDiagnostic(file: file, line: fenceLine,
                "exercise has no 'check:' (an ':expect' line or a Swift Bool expression)"))
        }
        for check in checks where check.text.isEmpty {
            diagnostics.append(LessonDiagnostic(file: file, line: check.line, "empty 'check:'"))
        }
        var solution = Transcript(entries: [], line: fenceLine)
        if let start = solutionStart {
            let (transcript, problems) = Transcript.parse(
                Array(lines[start...]), firstLine: firstLine + start, fenceLine: firstLine + start - 1, file: file)
            solution = transcript
            diagnostics += problems.map {
                var d = $0
                d.message = "in the solution: " + d.message
                return d
            }
        } else {
            diagnostics.append(LessonDiagnostic(file: file, line: fenceLine,
                "exercise has no 'solution:' (a transcript that solves it, starting on the line after 'solution:')"))
        }
        guard diagnostics.isEmpty, let task = tasks.first else { return (nil, diagnostics) }
        let exercise = Exercise(
            task: task.text,
            hints: fields.filter { $0.key == "hint" }.map(\.text),
            checks: checks,
            setup: fields.filter { $0.key == "setup" }.map(\.text),
            solution: solution,
            line: fenceLine)
        return (exercise, [])
    }

    /// `(key, value)` for a line starting with a known `key:`.
    private static func keyed(_ line: String) -> (String, String)? {
        for key in keys where line.hasPrefix(key + ":") {
            return (key, String(line.dropFirst(key.count + 1)).trimmingSpaces)
        }
        return nil
    }
}

/// One `check:` line of an exercise.
public struct ExerciseCheck: Sendable, Equatable {
    /// The check as written.
    public var text: String
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }

    /// An `:expect` command (otherwise a Swift Bool expression).
    public var isExpectation: Bool { text.hasPrefix(":expect") }
}
