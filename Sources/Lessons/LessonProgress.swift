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

    public init(step: Int = 0, finishedSteps: Set<Int> = [], finishedExercises: Set<String> = []) {
        self.step = step
        self.finishedSteps = finishedSteps
        self.finishedExercises = finishedExercises
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

    enum CodingKeys: String, CodingKey { case step, finishedSteps, finishedExercises }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A hand-edited or foreign file may hold any number: no step is negative.
        step = max(0, try container.decodeIfPresent(Int.self, forKey: .step) ?? 0)
        finishedSteps = (try container.decodeIfPresent(Set<Int>.self, forKey: .finishedSteps) ?? []).filter { $0 >= 0 }
        finishedExercises = try container.decodeIfPresent(Set<String>.self, forKey: .finishedExercises) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(step, forKey: .step)
        try container.encode(finishedSteps.sorted(), forKey: .finishedSteps)
        try container.encode(finishedExercises.sorted(), forKey: .finishedExercises)
    }
}
