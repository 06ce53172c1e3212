import Testing
@testable import KeyLab
@testable import Lessons

/// A learner's session on the shipped course (progress not saved), with
/// helpers to walk to a lesson's exercise as the learner would.
struct CourseSession {
    let session: Session

    init(language: String = "en") {
        session = Session(environment: SessionEnvironment(
            language: language, lessonsDirectory: LessonDiscovery.sourceTreeLessons, dataDirectory: nil))
    }

    /// Types one line; returns the reply.
    @discardableResult
    func type(_ line: String) -> Reply { session.handle(line) }

    /// Types several lines.
    func type(_ lines: [String]) { lines.forEach { _ = session.handle($0) } }

    /// Opens a lesson and goes `:next` until the step holding exercise
    /// number `ordinal` (0-based over the lesson) is shown; returns that exercise.
    @discardableResult
    func openExercise(_ id: String, ordinal: Int = 0) throws -> Exercise {
        let lesson = try #require(session.lessons.library?.lesson(id: id))
        let target = lesson.exercises[ordinal]
        type(":lesson \(id)")
        while session.lessons.currentStep > 0 { type(":back") }
        while session.lessons.currentStep < target.step { type(":next") }
        // A second exercise of the same step becomes current once the first is solved.
        for (step, key, exercise) in lesson.exercises where step == target.step && key < target.key {
            type(exercise.solution.inputs)
            type(":check")
        }
        return target.exercise
    }
}
