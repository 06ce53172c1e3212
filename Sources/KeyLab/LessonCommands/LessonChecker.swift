import KeyboardSim
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
            compare(TranscriptReplayer.run(transcript, in: freshSession()), file: lesson.file, what: .transcriptDiffers, into: &report)
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

    /// The catalogue in the checked lessons' language: authors read reports in it.
    var messages: Messages { Messages(Language(code: environment.language)) }

    private func compare(_ results: [TranscriptReplayer.EntryResult], file: String, what: LessonCheckMessage, into report: inout Report) {
        for result in results where !result.matches {
            if result.entry.isHidden {
                // Nothing to bless: a hidden line has no output to rewrite.
                report.diagnostics.append(LessonDiagnostic(file: file, line: result.entry.line,
                    messages.text(LessonCheckMessage.hiddenSetupFails,
                                  ["line": result.entry.input, "output": result.actualOutput.joined(separator: " ")])))
                continue
            }
            let expected = result.entry.expectedOutput
            let difference = result.firstDifference
            let line = difference < expected.count ? result.entry.outputLine + difference : result.entry.line
            var message = messages.text(what, ["input": result.entry.input])
            message += "\n  " + messages.text(LessonCheckMessage.expected) + quoted(expected)
            message += "\n  " + messages.text(LessonCheckMessage.actual) + quoted(result.actualOutput)
            report.diagnostics.append(LessonDiagnostic(file: file, line: line, message))
            report.corrections.append(OutputCorrection(file: file, inputLine: result.entry.line,
                                                       oldCount: expected.count, newLines: result.actualOutput))
        }
    }

    private func quoted(_ lines: [String]) -> String {
        lines.isEmpty ? messages.text(LessonCheckMessage.nothing) : lines.map { "\n    | " + $0 }.joined()
    }

    private func checkExercise(_ exercise: Exercise, file: String, into report: inout Report) {
        for name in exercise.gauntlet.names where GauntletSequence(rawValue: name) == nil {
            report.diagnostics.append(LessonDiagnostic(file: file, line: exercise.line,
                messages.text(LessonCheckMessage.unknownGauntletName,
                              ["name": name, "known": GauntletSequence.allCases.map(\.id).joined(separator: ", ")])))
        }
        for name in exercise.gauntlet.without where GauntletProperty(rawValue: name) == nil {
            report.diagnostics.append(LessonDiagnostic(file: file, line: exercise.line,
                messages.text(LessonCheckMessage.unknownGauntletName,
                              ["name": name, "known": GauntletProperty.allCases.map(\.id).joined(separator: ", ")])))
        }
        // 1. In a fresh session (after setup) the checks must not all pass.
        let fresh = freshSession()
        guard runSetup(exercise, in: fresh, file: file, into: &report) else { return }
        if ExerciseChecks.run(exercise, in: fresh).allSatisfy(\.passed) {
            report.diagnostics.append(LessonDiagnostic(file: file, line: exercise.line,
                messages.text(LessonCheckMessage.passesFresh)))
        }
        // 2. Each listed wrong answer must be rejected too.
        if exercise.mistakes.count < Exercise.minimumMistakes {
            report.diagnostics.append(LessonDiagnostic(file: file, line: exercise.line,
                messages.text(exercise.mistakes.count == 1 ? LessonCheckMessage.tooFewMistakesOne : .tooFewMistakes,
                              ["count": String(exercise.mistakes.count), "minimum": String(Exercise.minimumMistakes)])))
        }
        for mistake in exercise.mistakes {
            let wrong = freshSession()
            guard runSetup(exercise, in: wrong, file: file, into: &report) else { return }
            let onScreen = Self.isViewControllerMatrix(exercise)
            for line in mistake.lines {
                let reply = wrong.handle(line)
                // A wrong view controller must be caught on the screen, not by the compiler.
                if onScreen && reply.failed {
                    report.diagnostics.append(LessonDiagnostic(file: file, line: mistake.line,
                        messages.text(LessonCheckMessage.mistakeDoesNotCompile,
                                      ["line": line, "output": reply.output.removingANSIEscapes.trimmingWhitespace])))
                }
            }
            // An unfinished multi-line entry must not swallow the checks.
            wrong.cancelPendingInput()
            let outcomes = ExerciseChecks.run(exercise, in: wrong)
            if outcomes.allSatisfy(\.passed) {
                report.diagnostics.append(LessonDiagnostic(file: file, line: mistake.line,
                    messages.text(LessonCheckMessage.acceptsMistake, ["answer": mistake.lines.joined(separator: " / ")])))
            }
            for outcome in outcomes where onScreen && !outcome.passed && outcome.detail.contains(Self.notOnScreenMarker) {
                report.diagnostics.append(LessonDiagnostic(file: file, line: mistake.line,
                    messages.text(LessonCheckMessage.mistakeNotOnScreen, ["detail": outcome.detail])))
            }
        }
        // 3. After the solution every check must pass.
        let solved = freshSession()
        guard runSetup(exercise, in: solved, file: file, into: &report) else { return }
        compare(TranscriptReplayer.run(exercise.solution, in: solved), file: file, what: .solutionDiffers, into: &report)
        for outcome in ExerciseChecks.run(exercise, in: solved) where !outcome.passed {
            report.diagnostics.append(LessonDiagnostic(file: file, line: outcome.check.line,
                messages.text(LessonCheckMessage.failsAfterSolution, ["detail": outcome.detail])))
        }
    }

    /// A keyboard exercise answered with a view controller in Swift and checked on at least
    /// 3 devices × 2 orientations (so a hard-coded height cannot pass): its mistakes must run.
    static func isViewControllerMatrix(_ exercise: Exercise) -> Bool {
        exercise.checks.contains {
            guard case .controller(let query) = $0.primitive else { return false }
            return Set(query.devices).count >= 3 && Set(query.orientations).count == 2
        }
    }

    /// How a check's (English) detail starts when the controller never reached the screen.
    static let notOnScreenMarker = String(ControllerCheckMessage.notOnScreen.template(in: .english).prefix { $0 != "{" })

    /// Runs the setup on a fresh screen, as the learner's session does
    /// when the exercise starts.
    private func runSetup(_ exercise: Exercise, in session: Session, file: String, into report: inout Report) -> Bool {
        for (index, line) in exercise.setup.enumerated() {
            let reply = session.handle(line)
            if reply.failed {
                let where_ = exercise.line + 1 + index
                report.diagnostics.append(LessonDiagnostic(file: file, line: where_,
                    messages.text(LessonCheckMessage.setupFails, ["line": line, "output": reply.output.trimmingWhitespace])))
                return false
            }
        }
        // As ExerciseScene.start does: `:entered` looks only at what was typed after the setup.
        session.lessons.swiftEntriesBeforeExercise = session.swift.acceptedEntries.count
        return true
    }

    private func checkSnippet(_ snippet: SwiftSnippet, swiftc: String, file: String, into report: inout Report) {
        let mode = snippet.isSwift6 ? ["-swift-version", "6"] : []
        let result = SwiftcRunner.compileAndRun(source: snippet.code + "\n", swiftc: swiftc, limits: childLimits,
                                                compilerArguments: mode, interrupt: interrupt)
        if let stop = result.stop {
            report.diagnostics.append(LessonDiagnostic(file: file, line: snippet.line, messages.text(LessonCheckMessage.swiftBlockStopped, ["stop": stop.message()])))
            return
        }
        guard result.succeeded else {
            report.diagnostics.append(LessonDiagnostic(file: file, line: snippet.line,
                messages.text(LessonCheckMessage.swiftBlockFails, ["output": result.output.trimmingTrailingNewlines])))
            return
        }
        guard let expected = snippet.expectedOutput, let outputLine = snippet.outputLine else { return }
        let actual = TranscriptReplayer.normalize(result.output)
        let wanted = TranscriptReplayer.normalize(expected)
        if actual != wanted {
            report.diagnostics.append(LessonDiagnostic(file: file, line: outputLine,
                messages.text(LessonCheckMessage.outputBlockDiffers)
                    + "\n  " + messages.text(LessonCheckMessage.expected) + quoted(wanted)
                    + "\n  " + messages.text(LessonCheckMessage.actual) + quoted(actual)))
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
