import KeyboardSim
import Lessons

/// Runs an exercise's checks against a session.
///
/// Each outcome carries two texts: `message`, what the learner is told (the
/// check's `fail:` text, or a sentence in the learner's terms that never
/// gives away the expected value or the check's source), and `detail`, what
/// the lesson author is told by `check-lessons` (the check and what it found).
public enum ExerciseChecks {
    /// The outcome of one `check:` line.
    public struct Outcome: Sendable, Equatable {
        public var check: ExerciseCheck
        public var passed: Bool
        /// What is wrong, for the learner (empty when passed).
        public var message: String
        /// What is wrong, for the author: the check and what was found.
        public var detail: String
    }

    /// Runs every check; once they all hold, the real-world runs of its
    /// `:controller` checks (GauntletCheck) as one more.
    public static func run(_ exercise: Exercise, in session: Session) -> [Outcome] {
        let learner = ControllerCheck.SharedLearner(session)
        var outcomes = exercise.checks.map { run($0, setup: exercise.setup, in: session, learner: learner) }
        if outcomes.allSatisfy(\.passed), let real = GauntletCheck.run(exercise, in: session, learner: learner.current()) {
            outcomes.append(real)
        }
        return outcomes
    }

    /// Runs one check; `setup` is the exercise's scene (what a `:controller` check builds on),
    /// and `learner` the replay of the learner's Swift the exercise's checks share.
    static func run(_ check: ExerciseCheck, setup: [String] = [], in session: Session,
                    learner: ControllerCheck.SharedLearner? = nil) -> Outcome {
        var outcome = evaluate(check, setup: setup, in: session, learner: learner)
        if !outcome.passed, let fail = check.failMessage {
            // A matrix check keeps where and what went wrong after the lesson's words:
            // the learner cannot try every device by hand.
            if case .controller = check.primitive, !outcome.message.isEmpty {
                outcome.message = fail + "\n" + outcome.message
            } else {
                outcome.message = fail
            }
        }
        return outcome
    }

    private static func evaluate(_ check: ExerciseCheck, setup: [String], in session: Session,
                                 learner: ControllerCheck.SharedLearner?) -> Outcome {
        switch check.primitive {
        case .expect(let text):
            let reply = session.handle(text)
            let found = reply.output.removingANSIEscapes.trimmingWhitespace
            return Outcome(check: check, passed: !reply.failed,
                           message: reply.failed ? LearnerWording.expectation(text, viewNames: session.scene.simulation.viewNames, messages: session.messages) : "",
                           detail: found)
        case .declared(let query):
            let problem = DeclarationCheck.problem(query, in: session.swift, messages: session.messages)
            return Outcome(check: check, passed: problem == nil, message: problem ?? "",
                           detail: problem.map { "\(check.text): \($0)" } ?? "")
        case .trace(let query):
            let passed = TraceSearch(log: session.scene.log).contains(query)
            return Outcome(check: check, passed: passed,
                           message: passed ? "" : session.messages.notHappened,
                           detail: passed ? "" : session.messages.text(LessonCheckMessage.notInTrace, ["check": check.text]))
        case .entered(let text), .enteredIn(let text, _):
            let replayed = session.lessons.replayedEntries
            let typed = session.swift.acceptedEntries.enumerated()
                .dropFirst(session.lessons.swiftEntriesBeforeExercise)
                .filter { !replayed.contains($0.offset) }.map(\.element)
            var name: String?
            if case .enteredIn(_, let graded) = check.primitive { name = graded }
            // Comments and the text of strings are not code: `// for` is no loop. With a name,
            // only the entries that name it count: TEXT in a scratch line is not the graded code.
            let passed = typed.contains { entry in
                let code = SwiftCodeText.code(entry)
                return SwiftWords.contains(code, text) && (name.map { SwiftWords.contains(code, $0) } ?? true)
            }
            return Outcome(check: check, passed: passed,
                           message: passed ? "" : session.messages.notWritten,
                           detail: passed ? "" : session.messages.text(LessonCheckMessage.noEntryContains, ["text": text]))
        case .predicted(let path, let right):
            let guesses = session.scene.revealed.filter { $0.path == path }
            let passed = right ? guesses.contains(where: \.isRight) : !guesses.isEmpty
            let message = guesses.isEmpty ? session.messages.notPredicted : session.messages.predictedWrong
            return Outcome(check: check, passed: passed, message: passed ? "" : message,
                           detail: passed ? "" : session.messages.text(right ? LessonCheckMessage.noRightPrediction : .noPrediction, ["path": path]))
        case .controller(let query):
            let result = ControllerCheck.run(query, setup: setup, in: session, learner: learner?.current())
            return Outcome(check: check, passed: result.passed, message: result.message, detail: result.detail)
        case .swift(let text):
            return swiftCondition(text, check: check, in: session)
        }
    }

    private static func swiftCondition(_ text: String, check: ExerciseCheck, in session: Session) -> Outcome {
        switch session.swift.evaluateCondition(text) {
        case .value(true):
            return Outcome(check: check, passed: true, message: "", detail: "")
        case .value(false):
            let parts = conjuncts(text)
            var failing = parts.count > 1 ? parts.filter { session.swift.evaluateCondition($0) != .value(true) } : []
            if failing.isEmpty { failing = [text] }
            let names = session.swift.declaredNames
            let message = failing.map { LearnerWording.notYetTrue($0, declaredNames: names, messages: session.messages) }.uniqued.joined(separator: "\n")
            return Outcome(check: check, passed: false, message: message,
                           detail: failing.map { session.messages.text(LessonCheckMessage.notYetTrue, ["condition": $0]) }.joined(separator: "\n"))
        case .error(let error):
            let detail = error.trimmingWhitespace
            return Outcome(check: check, passed: false, message: LearnerWording.swiftError(detail, messages: session.messages), detail: detail)
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

extension Array where Element == String {
    /// The strings in order, each once.
    var uniqued: [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
