import KeyboardSim
import Lessons

/// The lesson being followed and the learner's progress, held by the session.
public final class LessonState {
    let environment: SessionEnvironment
    private var loadedLibrary: LessonLibrary??
    /// Where progress is saved (nil: not saved, e.g. in tests and checks).
    let store: ProgressStore?
    /// Finished steps and exercises, current lesson; mirrors the saved file.
    public private(set) var progress: LessonProgress
    /// The lesson followed in this session and the step shown.
    public private(set) var currentLessonID: String?
    public private(set) var currentStep = 0
    /// Hints revealed so far, per exercise (`lesson-id#step.n`).
    var hintsShown: [String: Int] = [:]
    /// Exercises whose last `:check` failed (unlocks `:solution`).
    var failedChecks: Set<String> = []
    /// The exercise whose scene is on screen (`lesson-id#step.n`), so that
    /// showing its step again (`:lesson`) does not wipe the learner's work.
    var startedExercise: String?
    /// How many Swift entries the session had accepted when the current
    /// exercise started: `:entered` checks look only at what came after, so
    /// a loop replayed from an earlier step does not pass a later exercise.
    var swiftEntriesBeforeExercise = 0
    /// Positions in the session's accepted Swift entries that `:replay`
    /// typed during the current exercise: the lesson's own examples, not the
    /// learner's work, so `:entered for` does not pass on the step's loop.
    var replayedEntries: Set<Int> = []
    /// The screen and the length of its event log when the current exercise's
    /// scene was set up: a `:check` is an attempt only once something changed (`ExerciseAttempt`).
    var exerciseStartScene: (simulation: Simulation, events: Int)?
    /// Lessons whose earlier steps' declarations this session has declared
    /// again, or did not need to (`LessonResume`): done once per lesson, so
    /// coming back to a lesson later in the same session keeps the learner's own values.
    var restoredLessons: Set<String> = []
    /// Warnings to show with the next output (progress file trouble).
    private var warnings: [ProgressWarning] = []

    public init(environment: SessionEnvironment) {
        self.environment = environment
        if let directory = environment.dataDirectory {
            let store = ProgressStore(directory: directory)
            self.store = store
            self.progress = store.load()
            self.warnings = store.takeWarningKinds()
        } else {
            self.store = nil
            self.progress = LessonProgress()
        }
    }

    /// The lessons in the session's language (nil when no lessons folder was found).
    public var library: LessonLibrary? {
        if let loadedLibrary { return loadedLibrary }
        let library = environment.lessonsDirectory.map { LessonLibrary(root: $0, language: environment.language) }
        loadedLibrary = .some(library)
        return library
    }

    /// Uses the given lessons instead of loading them (tests).
    public func use(_ library: LessonLibrary) { loadedLibrary = .some(library) }

    /// The lesson being followed.
    public var currentLesson: Lesson? { currentLessonID.flatMap { library?.lesson(id: $0) } }

    /// Takes the warnings collected so far (progress file trouble). The REPL
    /// shows them in its greeting or next reply; a run without a greeting
    /// (piped lines, scripts) prints them on stderr at start-up.
    public func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        let messages = Messages(Language(code: environment.language))
        return warnings.map { messages.progressWarning($0) }
    }

    /// Applies a change to the progress and saves it at once.
    func save(_ change: (inout LessonProgress) -> Void) {
        if let store {
            progress = store.update(change)
            warnings += store.takeWarningKinds()
        } else {
            change(&progress)
        }
    }

    /// The learner's progress in a lesson, moved to its steps as they are
    /// now (by step key: steps may have been split, added or moved since).
    public func record(_ lesson: Lesson) -> LessonRecord {
        progress.record(lesson.id).rebased(onto: lesson.progressLayout)
    }

    /// Changes a lesson's record, first moved to the lesson's steps as they
    /// are now, and saves it with their keys.
    func save(_ lesson: Lesson, _ change: (inout LessonRecord) -> Void) {
        let layout = lesson.progressLayout
        save {
            $0.update(lesson.id) { record in
                record = record.rebased(onto: layout)
                change(&record)
            }
        }
    }

    /// Saves a Swift declaration the learner typed (and that compiled) with
    /// the current lesson's progress; nothing when no lesson is open.
    func rememberTyped(_ entry: String) {
        guard let lesson = currentLesson else { return }
        save(lesson) { $0.recordTyped(entry) }
    }

    /// Starts or resumes a lesson at its saved step.
    func open(_ lesson: Lesson) {
        currentLessonID = lesson.id
        currentStep = record(lesson).step(within: lesson.steps.count)
        save { $0.currentLesson = lesson.id }
        arrive(at: currentStep, in: lesson)
    }

    /// The lesson a previous session was following, taken up silently at its
    /// saved step, so `:check`, `:hint` and `:next` work straight after a restart.
    func resumeSavedLesson() -> Lesson? {
        guard currentLessonID == nil, let id = progress.currentLesson, let lesson = library?.lesson(id: id) else { return nil }
        currentLessonID = id
        currentStep = record(lesson).step(within: lesson.steps.count)
        return lesson
    }

    /// Shows another step of the current lesson.
    func move(to step: Int, in lesson: Lesson) {
        currentStep = step
        arrive(at: step, in: lesson)
    }

    private func arrive(at step: Int, in lesson: Lesson) {
        let isLast = step == lesson.steps.count - 1
        let finishesLast = isLast && lesson.steps[step].exercises.isEmpty
        save(lesson) { record in
            record.step = step
            if finishesLast { record.finishedSteps.insert(step) }
        }
    }

    /// The key of an exercise for hints and failed checks.
    func exerciseKey(_ lesson: Lesson, _ key: String) -> String { lesson.id + "#" + key }

    /// The exercise of the current step the commands act on: the first not
    /// yet solved, else the first.
    var currentExercise: (key: String, exercise: Exercise)? {
        guard let lesson = currentLesson, lesson.steps.indices.contains(currentStep) else { return nil }
        let exercises = lesson.steps[currentStep].exercises.enumerated().map {
            (ExerciseKey.make(step: currentStep, ordinal: $0.offset), $0.element)
        }
        let saved = record(lesson)
        return exercises.first { !saved.finishedExercises.contains($0.0) } ?? exercises.first
    }

    /// Marks an exercise solved, and its step finished when it has no other open exercise.
    func markSolved(_ key: String, in lesson: Lesson, step: Int) {
        let keys = lesson.steps[step].exercises.indices.map { ExerciseKey.make(step: step, ordinal: $0) }
        save(lesson) { record in
            record.finishedExercises.insert(key)
            if keys.allSatisfy(record.finishedExercises.contains) { record.finishedSteps.insert(step) }
        }
    }

    /// Marks a step finished (left with `:next`) when its exercises are solved.
    /// Returns false when an exercise is still open.
    @discardableResult
    func finishStep(_ step: Int, in lesson: Lesson) -> Bool {
        let saved = record(lesson)
        let open = lesson.steps[step].exercises.indices.contains {
            !saved.finishedExercises.contains(ExerciseKey.make(step: step, ordinal: $0))
        }
        if open { return false }
        save(lesson) { $0.finishedSteps.insert(step) }
        return true
    }

    /// True when every step of the lesson is finished.
    public func isFinished(_ lesson: Lesson) -> Bool {
        record(lesson).isFinished(stepCount: lesson.steps.count)
    }

    /// Forgets all progress (`:reset-progress yes`).
    func resetProgress() {
        save { $0 = LessonProgress() }
        currentLessonID = nil
        currentStep = 0
        hintsShown = [:]
        failedChecks = []
        startedExercise = nil
    }
}

extension LessonState {
    /// Why `:lesson ID` (or `:lesson` for nil) cannot start, as the text to
    /// show; nil when it can. `keylab lesson ID` asks before starting the REPL.
    public func problemStarting(_ id: String?) -> String? {
        guard let library, !library.lessons.isEmpty else {
            let messages = Messages(Language(code: environment.language))
            return messages.errorLabel + messages.sceneTree(.noLessons) + "\n" + messages.noteLabel + messages.sceneTree(.lessonsNote) + "\n"
        }
        guard let id, LessonCommands.resolve(id, in: library) == nil else { return nil }
        let messages = Messages(Language(code: library.language))
        var message = messages.noSuchLesson(Suggestions.echo(id)) + "\n"
        if let hint = Suggestions.didYouMean(id, in: library.lessons.map(\.id), language: messages.language) { message += hint + "\n" }
        return message + messages.startNote + "\n"
    }
}
