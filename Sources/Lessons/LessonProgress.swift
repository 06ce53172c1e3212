/// What the learner has done: per lesson the finished steps and exercises
/// and the step they are on; and the lesson they were last following.
public struct LessonProgress: Codable, Sendable, Equatable {
    /// The lesson being followed (resumed by the greeting), if any.
    public var currentLesson: String?
    /// Per lesson id.
    public var lessons: [String: LessonRecord]

    public init(currentLesson: String? = nil, lessons: [String: LessonRecord] = [:]) {
        self.currentLesson = currentLesson
        self.lessons = lessons
    }

    /// The record for a lesson (empty when never started).
    public func record(_ id: String) -> LessonRecord { lessons[id] ?? LessonRecord() }

    /// Changes the record of one lesson.
    public mutating func update(_ id: String, _ change: (inout LessonRecord) -> Void) {
        var record = self.record(id)
        change(&record)
        lessons[id] = record
    }
}

/// Progress in one lesson.
public struct LessonRecord: Codable, Sendable, Equatable {
    /// The step shown last (0-based).
    public var step: Int
    /// Steps finished (0-based indexes).
    public var finishedSteps: Set<Int>
    /// Exercises solved, by `ExerciseKey`.
    public var finishedExercises: Set<String>
    /// The key of each step of the lesson when these positions were saved
    /// (see `StepKey`), so they can be moved to the lesson as it is now
    /// (`rebased(onto:)`). Nil in files written before step keys: their
    /// positions are taken as they are.
    public var stepKeys: [String]?
    /// The Swift declarations the learner typed in this lesson that compiled
    /// (types, functions, `let`/`var`, imports), oldest first, each once: a
    /// new session declares them again after the lesson's own (see
    /// `LessonResume`). Empty in files written before they were saved.
    public var typed: [String] = []
    /// The file's `stepKeys` was there but not a list of names: it was
    /// ignored and the positions taken as they are. Never saved.
    public internal(set) var unreadableStepKeys = false

    public init(step: Int = 0, finishedSteps: Set<Int> = [], finishedExercises: Set<String> = [], stepKeys: [String]? = nil,
                typed: [String] = []) {
        self.typed = typed
        self.step = step
        self.finishedSteps = finishedSteps
        self.finishedExercises = finishedExercises
        self.stepKeys = stepKeys
    }

    /// The step to show in a lesson of `stepCount` steps (0-based): the saved
    /// step kept within the lesson, which may have lost steps since.
    public func step(within stepCount: Int) -> Int {
        min(max(0, step), max(0, stepCount - 1))
    }

    /// True when every one of `stepCount` steps is finished.
    public func isFinished(stepCount: Int) -> Bool {
        stepCount > 0 && (0..<stepCount).allSatisfy(finishedSteps.contains)
    }

    /// The most text `typed` keeps for one lesson: a learner's declarations
    /// are a few KB; past this, later entries are not saved (the progress
    /// file stays far below `ProgressStore.sizeLimit`).
    public static let typedLimit = 32 * 1024

    /// Saves a declaration the learner typed, as the newest: an entry typed
    /// again moves to the end, so declaring it again keeps the REPL's order
    /// (the last of two `var x` wins). Returns false when over `typedLimit`.
    @discardableResult
    public mutating func recordTyped(_ entry: String) -> Bool {
        typed.removeAll { $0 == entry }
        guard typed.reduce(entry.utf8.count, { $0 + $1.utf8.count }) <= Self.typedLimit else { return false }
        typed.append(entry)
        return true
    }

    enum CodingKeys: String, CodingKey { case step, finishedSteps, finishedExercises, stepKeys, typed }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A hand-edited or foreign file may hold any number: no step is negative.
        step = max(0, try container.decodeIfPresent(Int.self, forKey: .step) ?? 0)
        finishedSteps = (try container.decodeIfPresent(Set<Int>.self, forKey: .finishedSteps) ?? []).filter { $0 >= 0 }
        finishedExercises = try container.decodeIfPresent(Set<String>.self, forKey: .finishedExercises) ?? []
        // A bad list of names costs the keys, not the lesson's progress (nor the whole file).
        do {
            stepKeys = try container.decodeIfPresent([String].self, forKey: .stepKeys)
        } catch {
            stepKeys = nil
            unreadableStepKeys = true
        }
        // Likewise a bad list of declarations costs only those declarations.
        typed = (try? container.decodeIfPresent([String].self, forKey: .typed)) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(step, forKey: .step)
        try container.encode(finishedSteps.sorted(), forKey: .finishedSteps)
        try container.encode(finishedExercises.sorted(), forKey: .finishedExercises)
        try container.encodeIfPresent(stepKeys, forKey: .stepKeys)
        if !typed.isEmpty { try container.encode(typed, forKey: .typed) }
    }
}
