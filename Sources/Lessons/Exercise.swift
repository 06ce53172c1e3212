/// An ```` ```exercise ```` block: a task, hints revealed one at a time, the
/// checks that decide whether the learner's session solves it, and a solution.
public struct Exercise: Sendable, Equatable {
    public var task: String
    /// Hints in the order `:hint` reveals them.
    public var hints: [String]
    /// All must pass.
    public var checks: [ExerciseCheck]
    /// REPL lines that build the exercise's own scene: run silently on a fresh
    /// screen and the default device when the exercise starts (and before the
    /// check in tests), whatever earlier steps or lessons left.
    public var setup: [String]
    /// Wrong answers the checks must reject (`check-lessons` proves it).
    public var mistakes: [ExerciseMistake]
    /// The gauntlet sequences its `:controller` checks apply (`gauntlet:`; all by default).
    public var gauntlet: GauntletChoice = .all
    /// The transcript that solves the exercise.
    public var solution: Transcript
    /// Line of the opening fence.
    public var line: Int

    public init(task: String, hints: [String], checks: [ExerciseCheck], setup: [String] = [],
                mistakes: [ExerciseMistake] = [], solution: Transcript, line: Int) {
        self.task = task
        self.hints = hints
        self.checks = checks
        self.setup = setup
        self.mistakes = mistakes
        self.solution = solution
        self.line = line
    }

    /// The keys an exercise block understands, in the form `key:`.
    public static let keys = ["task", "hint", "check", "fail", "setup", "mistake", "gauntlet", "solution"]

    /// How few wrong answers an exercise may list.
    public static let minimumMistakes = 2

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
                        "exercise text before any field: start lines with one of task:, hint:, check:, fail:, setup:, mistake:, gauntlet:, solution:"))
                }
            } else if !line.trimmingSpaces.isEmpty {
                // Task, hint and fail text keep their line breaks; a mistake's
                // further lines are further REPL lines; a check or setup line goes on.
                let key = fields[fields.count - 1].key
                let joiner = ["task", "hint", "fail", "mistake"].contains(key) ? "\n" : " "
                fields[fields.count - 1].text += joiner + line.trimmingSpaces
            }
        }
        let tasks = fields.filter { $0.key == "task" }
        if tasks.isEmpty {
            diagnostics.append(LessonDiagnostic(file: file, line: fenceLine, "exercise has no 'task:' (what the learner should do)"))
        } else if tasks.count > 1 {
            diagnostics.append(LessonDiagnostic(file: file, line: tasks[1].line, "exercise has a second 'task:'; give one task per exercise"))
        }
        var checks: [ExerciseCheck] = []
        var mistakes: [ExerciseMistake] = []
        var gauntlet = GauntletChoice.all
        var gauntletLine: Int?
        for field in fields {
            switch field.key {
            case "check":
                checks.append(ExerciseCheck(text: field.text, line: field.line))
                if !field.text.isEmpty, case .failure(let problem) = CheckPrimitive.parse(field.text) {
                    diagnostics.append(LessonDiagnostic(file: file, line: field.line, problem.message))
                }
            case "fail":
                guard !checks.isEmpty, checks[checks.count - 1].failMessage == nil else {
                    diagnostics.append(LessonDiagnostic(file: file, line: field.line,
                        "'fail:' belongs right after the 'check:' it explains (one per check)"))
                    continue
                }
                checks[checks.count - 1].failMessage = field.text
            case "mistake":
                let lines = field.text.split(separator: "\n").map(String.init)
                if lines.isEmpty {
                    diagnostics.append(LessonDiagnostic(file: file, line: field.line,
                        "empty 'mistake:' (write the wrong answer's REPL lines)"))
                }
                mistakes.append(ExerciseMistake(lines: lines, line: field.line))
            case "gauntlet":
                if gauntletLine != nil {
                    diagnostics.append(LessonDiagnostic(file: file, line: field.line, "exercise has a second 'gauntlet:'; list every sequence on one line"))
                }
                gauntletLine = field.line
                switch GauntletChoice.parse(field.text) {
                case .success(let choice): gauntlet = choice
                case .failure(let problem): diagnostics.append(LessonDiagnostic(file: file, line: field.line, problem.message))
                }
            default:
                break
            }
        }
        if let gauntletLine, !checks.contains(where: { if case .controller = $0.primitive { return true } else { return false } }) {
            diagnostics.append(LessonDiagnostic(file: file, line: gauntletLine,
                "'gauntlet:' narrows the real-world runs of ':controller' checks, and this exercise has none"))
        }
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
        var exercise = Exercise(
            task: task.text,
            hints: fields.filter { $0.key == "hint" }.map(\.text),
            checks: checks,
            setup: fields.filter { $0.key == "setup" }.map(\.text),
            mistakes: mistakes,
            solution: solution,
            line: fenceLine)
        exercise.gauntlet = gauntlet
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
    /// The check as written (never shown to the learner).
    public var text: String
    public var line: Int
    /// The `fail:` text shown when this check fails, in the learner's terms.
    public var failMessage: String?

    public init(text: String, line: Int, failMessage: String? = nil) {
        self.text = text
        self.line = line
        self.failMessage = failMessage
    }

    /// An `:expect` command (otherwise another primitive or a Swift Bool expression).
    public var isExpectation: Bool { text.hasPrefix(":expect") }

    /// What the check asks (a malformed check reads as a Swift expression;
    /// the loader has reported it already).
    public var primitive: CheckPrimitive {
        (try? CheckPrimitive.parse(text).get()) ?? .swift(text)
    }
}

/// One `mistake:` of an exercise: a wrong answer, as the REPL lines a learner
/// might type, that the checks must reject.
public struct ExerciseMistake: Sendable, Equatable {
    public var lines: [String]
    /// Line of the `mistake:` key.
    public var line: Int

    public init(lines: [String], line: Int) {
        self.lines = lines
        self.line = line
    }
}
