/// The frame around a lesson step: its header, the exercise box and the
/// lines that say which command comes next.
enum LessonChromeMessage: String, CaseIterable, MessageEntry {
    case stepHeader, exerciseHeading, exerciseHelp, exerciseHelpWithHints, anotherExercise, nextStepNote

    var english: String {
        switch self {
        case .stepHeader: return "{title} · step {step} of {count}"
        case .exerciseHeading: return "Exercise"
        case .exerciseHelp: return ":check when you are done"
        case .exerciseHelpWithHints: return ":hint for a hint ({count} in all), :check when you are done"
        case .anotherExercise: return "This step has another exercise:"
        case .nextStepNote: return "(:next for the next step)"
        }
    }

    var korean: String {
        switch self {
        case .stepHeader: return "{title} · {count}단계 중 {step}단계"
        case .exerciseHeading: return "연습 문제"
        case .exerciseHelp: return "다 했으면 :check를 입력하세요"
        case .exerciseHelpWithHints: return "힌트는 :hint(모두 {count}개), 다 했으면 :check를 입력하세요"
        case .anotherExercise: return "이 단계에는 연습 문제가 하나 더 있어요:"
        case .nextStepNote: return "(다음 단계로 가려면 :next)"
        }
    }
}

extension Messages {
    /// `Title · step 2 of 5` (`step` is 1-based).
    func stepHeader(title: String, step: Int, count: Int) -> String {
        text(LessonChromeMessage.stepHeader, ["title": title, "step": "\(step)", "count": "\(count)"])
    }
    /// The exercise box's heading.
    var exerciseHeading: String { text(LessonChromeMessage.exerciseHeading) }
    /// How to get help with an exercise that has `hints` hints.
    func exerciseHelp(hints: Int) -> String {
        hints > 0 ? text(LessonChromeMessage.exerciseHelpWithHints, ["count": "\(hints)"]) : text(LessonChromeMessage.exerciseHelp)
    }
    /// Introduces the step's next exercise after one is solved.
    var anotherExercise: String { text(LessonChromeMessage.anotherExercise) }
    /// Points to `:next` after a solved exercise.
    var nextStepNote: String { text(LessonChromeMessage.nextStepNote) }
}
