import Lessons

/// The guided-lesson commands.
enum LessonCommands {
    static var all: [Command] {
        [lessons, lesson, next, back, hint, check, solution, replay, retry, progress, resetProgress]
    }

    /// The greeting's line offering the first lesson or resuming; nil for none.
    static func greetingOffer(_ session: Session) -> String? {
        let state = session.lessons
        var lines = state.takeWarnings()
        if let library = state.library, let first = library.lessons.first {
            if let id = state.progress.currentLesson, let current = library.lesson(id: id) {
                if !state.isFinished(current) {
                    let step = state.record(current).step(within: current.steps.count) + 1
                    lines += WordWrap.lines(session.messages.continueLesson(title: current.title, step: step, count: current.steps.count, id: id), width: session.environment.width)
                } else if let index = library.index(of: id),
                          let following = library.lessons.dropFirst(index + 1).first(where: { !state.isFinished($0) }) {
                    lines += WordWrap.lines(session.messages.nextLesson(title: following.title, id: following.id), width: session.environment.width)
                }
            } else {
                lines += WordWrap.lines(session.messages.firstLesson(title: first.title, id: first.id), width: session.environment.width)
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Completes lesson ids.
    static func completeLessonIDs(_ session: Session, _ index: Int, _ previous: [String]) -> [String] {
        index == 0 ? (session.lessons.library?.lessons.map(\.id) ?? []) : []
    }

    /// The library, or the reply explaining that there is none.
    static func requireLibrary(_ session: Session) -> Result<LessonLibrary, LessonCommandError> {
        guard let library = session.lessons.library else {
            return .failure(LessonCommandError(session.messages.noLessonsFound))
        }
        guard !library.lessons.isEmpty else {
            // Say why, file by file (a lesson over the size cap, a broken front matter), before the note.
            var lines = session.messages.noLessonsLoaded(from: session.environment.lessonsDirectory ?? "")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let problems = library.diagnostics.filter { $0.severity == .error }
            let shown = problems.prefix(3).map(\.description) + (problems.count > 3 ? ["…"] : [])
            lines.insert(contentsOf: shown, at: min(1, lines.count))
            return .failure(LessonCommandError(lines.joined(separator: "\n")))
        }
        return .success(library)
    }

    /// The lesson being followed, or the reply saying to start one.
    static func requireCurrent(_ session: Session) -> Result<Lesson, LessonCommandError> {
        if let lesson = session.lessons.currentLesson { return .success(lesson) }
        guard let lesson = session.lessons.resumeSavedLesson() else {
            return .failure(LessonCommandError(session.messages.noLessonStarted))
        }
        // Taken up after a restart: what earlier steps declared is declared again,
        // and the exercise's scene is built, unless the
        // learner already started building one in this session.
        _ = LessonResume.restoreOnArrival(lesson, in: session)
        if session.scene.log.isEmpty && session.scene.simulation.views.count <= 1 {
            startExercise(session)
        }
        return .success(lesson)
    }

    /// Puts the current exercise's own scene on screen (nothing when the step
    /// has none, or when this exercise's scene is already there).
    static func startExercise(_ session: Session) {
        let state = session.lessons
        guard let lesson = state.currentLesson, let (key, exercise) = state.currentExercise else {
            state.startedExercise = nil
            return
        }
        let id = state.exerciseKey(lesson, key)
        guard state.startedExercise != id else { return }
        state.startedExercise = id
        ExerciseScene.start(exercise, in: session)
    }

    /// The reply with any pending warnings first.
    static func reply(_ session: Session, _ text: String, failed: Bool = false) -> Reply {
        let warnings = session.lessons.takeWarnings()
        let full = (warnings + [text]).filter { !$0.isEmpty }.joined(separator: "\n")
        return failed ? .failure(full) : .text(full)
    }

    /// Shows the current step.
    static func showStep(_ session: Session, _ lesson: Lesson, prefix: [String] = []) -> Reply {
        startExercise(session)
        let view = StepView(session: session).render(lesson, step: session.lessons.currentStep, state: session.lessons)
        return reply(session, (prefix + [view]).joined(separator: "\n"))
    }
}

/// A lesson command's refusal, as the text to show.
struct LessonCommandError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
