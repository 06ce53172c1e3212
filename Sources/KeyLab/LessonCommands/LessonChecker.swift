import Lessons

/// `keylab check-lessons`: proves lessons right by running them. Every
/// transcript is replayed in a fresh session (colour off, width 80) and
/// compared; every exercise's checks must fail in a fresh session (after its
/// `setup:` lines), fail after each of its `mistake:` answers (at least two),
/// and pass after its solution; every ```` ```swift ```` block
/// (not `swift uikit`) is compiled and run with the real `swiftc` when one is
/// given, its output compared with a following ```` ```output ```` block.
public struct LessonChecker {
    /// The session settings transcripts run under (colour off, width 80).
    public var environment: SessionEnvironment
    /// The real compiler, or nil to skip ```` ```swift ```` blocks.
    public var swiftcPath: String?
    /// Time and output limits for each compiled block.
    public var childLimits = ChildLimits()
    /// Polled while a block's program runs; true stops it.
    public var interrupt: @Sendable () -> Bool = { false }

    public init(language: String, lessonsDirectory: String?, swiftcPath: String?) {
        self.environment = SessionEnvironment(color: false, unicode: true, width: 80, language: language,
                                              lessonsDirectory: lessonsDirectory, dataDirectory: nil, swiftcPath: nil)
        self.swiftcPath = swiftcPath
    }

    /// What checking one lesson found.
    public struct Report {
        public var diagnostics: [LessonDiagnostic] = []
        /// Expected output to rewrite under `--bless`.
        public var corrections: [OutputCorrection] = []
        public var transcriptCount = 0
        public var exerciseCount = 0
        public var compiledCount = 0
        public var skippedSwiftCount = 0
    }

    /// Checks one lesson.
    public func check(_ lesson: Lesson) -> Report {
        var report = Report()
        for transcript in lesson.transcripts {
            report.transcriptCount += 1
            compare(TranscriptReplayer.run(transcript, in: freshSession()), file: lesson.file, what: "transcript", into: &report)
        }
        for (_, _, exercise) in lesson.exercises {
            report.exerciseCount += 1
            checkExercise(exercise, file: lesson.file, into: &report)
        }
        for snippet in lesson.swiftSnippets {
            if snippet.isUIKit { continue }
            guard let swiftcPath else { report.skippedSwiftCount += 1; continue }
            report.compiledCount += 1
            checkSnippet(snippet, swiftc: swiftcPath, file: lesson.file, into: &report)
        }
        return report
    }

    func freshSession() -> Session { Session(environment: environment) }

    private func compare(_ results: [TranscriptReplayer.EntryResult], file: String, what: String, into report: inout Report) {
        for result in results where !result.matches {
            let expected = result.entry.expectedOutput
            let difference = result.firstDifference
            let line = difference < expected.count ? result.entry.outputLine + difference : result.entry.line
            var message = "\(what) output differs for '> \(result.entry.input)'"
            message += "\n  expected:" + Self.quoted(expected)
            message += "\n  actual:" + Self.quoted(result.actualOutput)
            report.diagnostics.append(LessonDiagnostic(file: file, line: line, message))
            report.corrections.append(OutputCorrection(file: file, inputLine: result.entry.line,
                                                       oldCount: expected.count, newLines: result.actualOutput))
        }
    }

    private static func quoted(_ lines: [String]) -> String {
        lines.isEmpty ? " (nothing)" : lines.map { "\n    | " + $0 }.joined()
    }

    private func checkExercise(_ exercise: Exercise, file: String, into report: inout Report) {
        // 1. In a fresh session (after setup) the checks must not all pass.
        let fresh = freshSession()
        guard runSetup(exercise, in: fresh, file: file, into: &report) else { return }
        if ExerciseChecks.run(exercise, in: fresh).allSatisfy(\.passed) {
            report.diagnostics.append(LessonDiagnostic(file: file, line: exercise.line,
                "the exercise's checks already pass in a fresh session: they cannot tell a solved exercise from an untouched one"))
        }
        // 2. Each listed wrong answer must be rejected too.
        if exercise.mistakes.count < Exercise.minimumMistakes {
            report.diagnostics.append(LessonDiagnostic(file: file, line: exercise.line,
                "the exercise lists \(exercise.mistakes.count) mistake\(exercise.mistakes.count == 1 ? "" : "s"); list at least \(Exercise.minimumMistakes) wrong answers with 'mistake:' so check-lessons can prove the checks reject them"))
        }
        for mistake in exercise.mistakes {
            let wrong = freshSession()
            guard runSetup(exercise, in: wrong, file: file, into: &report) else { return }
            for line in mistake.lines { _ = wrong.handle(line) }
            // An unfinished multi-line entry must not swallow the checks.
            wrong.cancelPendingInput()
            if ExerciseChecks.run(exercise, in: wrong).allSatisfy(\.passed) {
                report.diagnostics.append(LessonDiagnostic(file: file, line: mistake.line,
                    "the exercise's checks pass after this mistake: they accept the wrong answer '\(mistake.lines.joined(separator: " / "))'"))
            }
        }
        // 3. After the solution every check must pass.
        let solved = freshSession()
        guard runSetup(exercise, in: solved, file: file, into: &report) else { return }
        compare(TranscriptReplayer.run(exercise.solution, in: solved), file: file, what: "solution", into: &report)
        for outcome in ExerciseChecks.run(exercise, in: solved) where !outcome.passed {
            report.diagnostics.append(LessonDiagnostic(file: file, line: outcome.check.line,
                "check fails after the solution: \(outcome.detail)"))
        }
    }

    /// Runs the setup on a fresh screen, as the learner's session does
    /// when the exercise starts.
    private func runSetup(_ exercise: Exercise, in session: Session, file: String, into report: inout Report) -> Bool {
        for (index, line) in exercise.setup.enumerated() {
            let reply = session.handle(line)
            if reply.failed {
                let where_ = exercise.line + 1 + index
                report.diagnostics.append(LessonDiagnostic(file: file, line: where_,
                    "setup line '\(line)' fails: \(reply.output.trimmingWhitespace)"))
                return false
            }
        }
        // As ExerciseScene.start does: `:entered` looks only at what was typed after the setup.
        session.lessons.swiftEntriesBeforeExercise = session.swift.acceptedEntries.count
        return true
    }

    private func checkSnippet(_ snippet: SwiftSnippet, swiftc: String, file: String, into report: inout Report) {
        let result = SwiftcRunner.compileAndRun(source: snippet.code + "\n", swiftc: swiftc, limits: childLimits, interrupt: interrupt)
        if let stop = result.stop {
            report.diagnostics.append(LessonDiagnostic(file: file, line: snippet.line, "swift block: " + stop.message()))
            return
        }
        guard result.succeeded else {
            report.diagnostics.append(LessonDiagnostic(file: file, line: snippet.line,
                "swift block fails with swiftc (mark UIKit code ```swift uikit):\n" + result.output.trimmingTrailingNewlines))
            return
        }
        guard let expected = snippet.expectedOutput, let outputLine = snippet.outputLine else { return }
        let actual = TranscriptReplayer.normalize(result.output)
        let wanted = TranscriptReplayer.normalize(expected)
        if actual != wanted {
            report.diagnostics.append(LessonDiagnostic(file: file, line: outputLine,
                "output block differs from what the swift block prints\n  expected:" + Self.quoted(wanted) + "\n  actual:" + Self.quoted(actual)))
        }
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
