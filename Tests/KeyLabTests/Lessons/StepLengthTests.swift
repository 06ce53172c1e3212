import Lessons
import Testing
@testable import KeyLab

/// A lesson step fits one screen: at 80 columns, no step of either track
/// (either language) renders to more than 40 lines, header and
/// footer included, so the learner never scrolls back to read a step.
@Suite struct StepLengthTests {
    static let maximumLines = 40

    /// Steps longer than a screen, as `id · title: LINES lines`.
    static func longSteps(language: String, topic: String) -> [String] {
        let session = Session(environment: SessionEnvironment(width: 80, language: language,
                                                              lessonsDirectory: LessonDiscovery.sourceTreeLessons))
        let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
        let view = StepView(session: session)
        var long: [String] = []
        for lesson in library.lessons where lesson.id.hasPrefix(topic + "/") {
            for index in lesson.steps.indices {
                let count = view.render(lesson, step: index, state: session.lessons).split(separator: "\n", omittingEmptySubsequences: false).count
                if count > maximumLines { long.append("\(lesson.id) · \(lesson.steps[index].title): \(count) lines") }
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

    /// The step header ("TITLE · step N of M", a check mark once finished) and the step's title
    /// never run past the terminal's edge: a long lesson title wraps (one lesson's header was an
    /// 84-column line at 80 columns).
    @Test(arguments: ["en", "ko"]) func headersFitTheWidth(language: String) {
        for width in [40, 60, 80] {
            let session = Session(environment: SessionEnvironment(width: width, language: language,
                                                                  lessonsDirectory: LessonDiscovery.sourceTreeLessons))
            let library = LessonLibrary(root: LessonDiscovery.sourceTreeLessons, language: language)
            let view = StepView(session: session)
            var wide: [String] = []
            for lesson in library.lessons {
                for index in lesson.steps.indices {
                    let text = view.render(lesson, step: index, state: session.lessons)
                    // The header and the title come first, up to the first blank line.
                    let top = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
                    for line in top where DisplayWidth.of(String(line)) > width {
                        wide.append("\(lesson.id) step \(index + 1) at \(width): \(line)")
                    }
                }
            }
            #expect(wide.isEmpty, "headers wider than the terminal:\n\(wide.prefix(5).joined(separator: "\n"))")
        }
    }
}
