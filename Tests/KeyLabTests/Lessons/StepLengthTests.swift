import Lessons
import Testing
@testable import KeyLab

/// A lesson step fits one screen: at 80 columns, no step of either track
/// (either language) renders to more than 40 lines, header and
/// footer included, so the learner never scrolls back to read a step.
@Suite struct StepLengthTests {
    static let maximumLines = 40

    /// Steps longer than a screen, as `id step N: LINES lines`.
    static func longSteps(language: String, topic: String) -> [String] {
        let session = Session(environment: SessionEnvironment(width: 80, language: language,
                                                              lessonsDirectory: LessonDiscovery.sourceTreeLessons))
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
        let view = StepView(session: session)
        var long: [String] = []
        for lesson in library.lessons where lesson.id.hasPrefix(topic + "/") {
            for index in lesson.steps.indices {
                let count = view.render(lesson, step: index, state: session.lessons).split(separator: "\n", omittingEmptySubsequences: false).count
                if count > maximumLines { long.append("\(lesson.id) · \(lesson.steps[index].title)") }
            }
        }
        return long
    }

    @Test(arguments: ["en", "ko"]) func everyStepFitsOneScreen(language: String) {
        for topic in ["keyboard", "swift-basics"] {
            let long = Self.longSteps(language: language, topic: topic)
            #expect(long.isEmpty, "steps longer than \(Self.maximumLines) lines at 80 columns; split them:\n\(long.joined(separator: "\n"))")
        }
    }
}
