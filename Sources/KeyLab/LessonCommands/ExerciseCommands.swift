import Lessons

/// `:hint`, `:check`, `:solution`, `:replay`.
extension LessonCommands {
    /// The current lesson and exercise, or the reply explaining why there is none.
    private static func requireExercise(_ session: Session) -> Result<(Lesson, String, Exercise), LessonCommandError> {
        let lesson: Lesson
        switch requireCurrent(session) {
        case .success(let value): lesson = value
        case .failure(let error): return .failure(error)
        }
        guard let (key, exercise) = session.lessons.currentExercise else {
            return .failure(LessonCommandError(session.messages.noExercise))
        }
        return .success((lesson, key, exercise))
    }

    /// Runs `body` with the current exercise, or answers why there is none.
    static func withExercise(_ session: Session, _ body: (Lesson, String, Exercise) -> Reply) -> Reply {
        switch requireExercise(session) {
        case .success(let (lesson, key, exercise)): return body(lesson, key, exercise)
        case .failure(let error): return reply(session, error.message, failed: true)
        }
    }

    static var hint: Command {
        Command(
            name: "hint", group: .lessons,
            summary: "show the next hint for the exercise",
            usage: ":hint",
            example: ":hint",
            details: "Each :hint reveals one more hint, in order; the last one may give the answer away.",
            run: { session, _ in withExercise(session) { lesson, key, exercise in
                let state = session.lessons
                let id = state.exerciseKey(lesson, key)
                guard !exercise.hints.isEmpty else {
                    return reply(session, WordWrap.lines(session.messages.noHints, width: session.environment.width).joined(separator: "\n"))
                }
                let shown = state.hintsShown[id, default: 0]
                guard shown < exercise.hints.count else {
                    return reply(session, WordWrap.lines(session.messages.noMoreHints(count: exercise.hints.count), width: session.environment.width).joined(separator: "\n"))
                }
                state.hintsShown[id] = shown + 1
                let renderer = StepView(session: session).renderer
                var lines = renderer.paragraph(exercise.hints[shown], indent: 2,
                                               firstPrefix: session.messages.hintPrefix(number: shown + 1, count: exercise.hints.count))
                lines[0] = session.style.yellow(String(lines[0].prefix(while: { $0 != ":" })) + ":") + String(lines[0].drop(while: { $0 != ":" }).dropFirst())
                if shown + 1 == exercise.hints.count {
                    lines += WordWrap.lines(session.messages.lastHint, width: session.environment.width).map(session.style.dim)
                }
                return reply(session, lines.joined(separator: "\n"))
            } }
        )
    }

    static var check: Command {
        Command(
            name: "check", group: .lessons,
            summary: "check your work; says what is still wrong",
            usage: ":check",
            example: ":check",
            details: "Runs the exercise's checks in your own session: Swift conditions on your variables and :expect lines on the screen.",
            run: { session, _ in withExercise(session) { lesson, key, exercise in
                let state = session.lessons
                let step = state.currentStep
                let outcomes = ExerciseChecks.run(exercise, in: session)
                let style = session.style
                if outcomes.allSatisfy(\.passed) {
                    let wasFinished = state.isFinished(lesson)
                    state.markSolved(key, in: lesson, step: step)
                    state.failedChecks.remove(state.exerciseKey(lesson, key))
                    var lines = [style.green(style.check + " " + session.messages.correct)]
                    if let next = state.currentExercise, next.key != key,
                       !state.record(lesson).finishedExercises.contains(next.key) {
                        startExercise(session)
                        lines.append(session.messages.anotherExercise)
                        lines += StepView(session: session).renderer.exerciseLines(next.exercise)
                    } else if step + 1 < lesson.steps.count {
                        lines += WordWrap.lines(session.messages.nextStepNote, width: session.environment.width).map(style.dim)
                    }
                    if !wasFinished && state.isFinished(lesson) {
                        lines.append(finishedLine(session, lesson))
                        lines.append(nextLessonLine(session, after: lesson))
                    }
                    return reply(session, lines.joined(separator: "\n"))
                }
                // Only a real attempt opens :solution: a :check before anything was typed is not one.
                if ExerciseAttempt.made(in: session) { state.failedChecks.insert(state.exerciseKey(lesson, key)) }
                var lines = [style.red((style.unicode ? "✗" : "x") + " " + session.messages.notYet)]
                var shown: Set<String> = []
                // Two checks without `fail:` on the same name say the same sentence: say it once.
                for outcome in outcomes where !outcome.passed && shown.insert(outcome.message).inserted {
                    // Wrapped at spaces to the terminal, so a Korean word is never cut by the terminal;
                    // the explanation goes on under its first word, the lines under it (where it
                    // failed) hang 2 columns in.
                    let width = max(20, session.environment.width - 4)
                    for (index, line) in outcome.message.split(separator: "\n").enumerated() {
                        let extra = (line.hasPrefix("  ") ? 2 : 0) + (index == 0 ? 0 : 2)
                        for (part, text) in WordWrap.lines(String(line), width: width, indent: extra).enumerated() {
                            lines.append((index == 0 && part == 0 ? "  - " : "    ") + text)
                        }
                    }
                }
                let hintsLeft = exercise.hints.count - state.hintsShown[state.exerciseKey(lesson, key), default: 0]
                lines += WordWrap.lines(session.messages.afterFail(hintsLeft: hintsLeft), width: session.environment.width).map(style.dim)
                return reply(session, lines.joined(separator: "\n"), failed: true)
            } }
        )
    }

    static var solution: Command {
        Command(
            name: "solution", group: .lessons,
            summary: "show a solution (after a failed :check of your attempt)",
            usage: ":solution",
            example: ":solution",
            run: { session, _ in withExercise(session) { lesson, key, exercise in
                let state = session.lessons
                let id = state.exerciseKey(lesson, key)
                let hintsLeft = exercise.hints.count - state.hintsShown[id, default: 0]
                // Only a failed :check opens it (reading hints is not trying),
                // or a solved exercise: the learner may compare their answer.
                let solved = state.progress.record(lesson.id).finishedExercises.contains(key)
                guard state.failedChecks.contains(id) || solved else {
                    let text = session.messages.tryFirst(hintsLeft: hintsLeft).split(separator: "\n")
                        .flatMap { WordWrap.lines(String($0), width: session.environment.width) }
                    return reply(session, text.joined(separator: "\n"), failed: true)
                }
                let renderer = StepView(session: session).renderer
                var lines = [session.messages.solutionHeading]
                lines += renderer.transcriptLines(exercise.solution)
                return reply(session, lines.joined(separator: "\n"))
            } }
        )
    }

    static var retry: Command {
        Command(
            name: "retry", group: .lessons,
            summary: "put the exercise's own screen back",
            usage: ":retry",
            example: ":retry",
            details: "Puts the exercise's screen back as it was when the exercise started (your Swift declarations stay).",
            run: { session, _ in withExercise(session) { lesson, key, exercise in
                session.lessons.startedExercise = session.lessons.exerciseKey(lesson, key)
                let problems = ExerciseScene.start(exercise, in: session)
                guard problems.isEmpty else { return reply(session, problems.joined(separator: "\n"), failed: true) }
                return reply(session, WordWrap.lines(session.messages.retried, width: session.environment.width).joined(separator: "\n"))
            } }
        )
    }

    static var replay: Command {
        Command(
            name: "replay", group: .lessons,
            summary: "run this step's examples in your session",
            usage: ":replay",
            example: ":replay",
            details: "Types every example of the current step into your session, as if you had typed it, so you can go on from there.",
            run: { session, _ in
                let lesson: Lesson
                switch requireCurrent(session) {
                case .success(let value): lesson = value
                case .failure(let error): return reply(session, error.message, failed: true)
                }
                let transcripts = lesson.steps[session.lessons.currentStep].transcripts
                guard !transcripts.isEmpty else {
                    return reply(session, session.messages.noExamples)
                }
                var output = ""
                var pendingInput = false
                let entriesBefore = session.swift.acceptedEntries.count
                for transcript in transcripts {
                    // Each example starts from the empty screen it was written
                    // for (as check-lessons runs it), so :replay can be repeated.
                    ExerciseScene.freshScreen(session)
                    let hiddenCount = transcript.entries.count - transcript.shownEntries.count
                    var hiddenNoted = hiddenCount == 0
                    for entry in transcript.entries {
                        if !entry.isHidden && !hiddenNoted {
                            output += WordWrap.lines(session.messages.hiddenSetup(count: hiddenCount), width: session.environment.width).map(session.style.dim).joined(separator: "\n") + "\n"
                            hiddenNoted = true
                        }
                        let prompt = pendingInput ? "   ...> " : "keylab> "
                        let result = session.handle(entry.input)
                        pendingInput = result.needsMoreInput
                        // The step's text describes its hidden setup; only a
                        // failure of it is worth showing.
                        if entry.isHidden && !result.failed { continue }
                        output += session.style.dim(prompt) + entry.input + "\n"
                        output += result.output
                    }
                }
                if let (_, exercise) = session.lessons.currentExercise {
                    // The examples may declare the exercise's own names again
                    // (`heights` with three values, `observers`): its Swift set-up
                    // is declared again on top, silently.
                    for line in exercise.setup where !line.hasPrefix(":") { _ = session.handle(line) }
                    session.lessons.replayedEntries.formUnion(entriesBefore..<max(entriesBefore, session.swift.acceptedEntries.count))
                }
                // The exercise's scene is gone; showing its step again brings it back.
                session.lessons.startedExercise = nil
                if let (_, exercise) = session.lessons.currentExercise, !exercise.setup.isEmpty {
                    let note = exercise.setup.contains { $0.hasPrefix(":") } ? session.messages.replayNote : session.messages.replayDeclaredAgain
                    output += WordWrap.lines(note, width: session.environment.width).map(session.style.dim).joined(separator: "\n") + "\n"
                }
                return reply(session, output)
            }
        )
    }
}
