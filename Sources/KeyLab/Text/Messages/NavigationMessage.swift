/// What `:lesson`, `:next`, `:back` and `:lessons` say around the steps.
enum NavigationMessage: String, CaseIterable, MessageEntry {
    case noSuchLesson, listNote, noLessons, notTranslated, buildsOn, unsolvedNote, firstStep
    case lastStepUnfinished, lastStep, lessonFinished, nextLesson, allFinished
    case listHeader, listStep, listEnglish, brokenFile, brokenFiles, startNote
    case resumed, resumedTyped, resumedFailed

    var english: String {
        switch self {
        case .noSuchLesson: return "error: no lesson '{word}'"
        case .listNote: return "note: :lessons lists every lesson"
        case .noLessons: return "error: no lessons"
        case .notTranslated: return "note: this lesson is not translated into '{language}' yet; showing the English version"
        case .buildsOn: return "note: this lesson builds on {lessons}"
        case .unsolvedNote: return "note: the exercise of this step is not solved yet; :back returns to it"
        case .firstStep: return "This is the first step of “{title}”; :next goes on."
        case .lastStepUnfinished: return "This is the last step. Not finished yet: step {steps} (an exercise to solve); :back goes there."
        case .lastStep: return "This is the last step."
        case .lessonFinished: return "Lesson finished: “{title}”"
        case .nextLesson: return "Next: “{title}” with :lesson {id}"
        case .allFinished: return "You have finished every lesson. Well done!"
        case .listHeader: return "Lessons (:lesson ID starts one; {check} finished, {arrow} where you are)"
        case .listStep: return " (step {step} of {count})"
        case .listEnglish: return " [English]"
        case .brokenFile: return "note: {count} lesson file has errors and is not listed; keylab check-lessons shows them"
        case .brokenFiles: return "note: {count} lesson files have errors and are not listed; keylab check-lessons shows them"
        case .startNote: return "note: keylab then :lessons lists every lesson"
        case .resumed: return "note: the Swift declarations of the steps before this one ({count}) are declared again in this session, so their names work here"
        case .resumedTyped: return "note: the declarations you typed in this lesson ({count}) are declared again, in the order you typed them"
        case .resumedFailed: return "note: {count} of them did not compile here; :back to an earlier step, then :replay runs its examples"
        }
    }

    var korean: String {
        switch self {
        case .noSuchLesson: return "오류: '{word}' 레슨이 없어요"
        case .listNote: return "참고: :lessons로 모든 레슨을 볼 수 있어요"
        case .noLessons: return "오류: 레슨이 없어요"
        case .notTranslated: return "참고: 이 레슨은 아직 '{language}'(으)로 번역되지 않아서 영어판을 보여 줘요"
        case .buildsOn: return "참고: 이 레슨은 앞 레슨에서 배운 내용을 바탕으로 해요: {lessons}"
        case .unsolvedNote: return "참고: 이 단계의 연습 문제를 아직 풀지 않았어요. :back으로 돌아갈 수 있어요"
        case .firstStep: return "“{title}”의 첫 단계예요. :next로 넘어가요."
        case .lastStepUnfinished: return "마지막 단계예요. 아직 끝나지 않은 단계: {steps}(풀 연습 문제가 있어요). :back으로 돌아갈 수 있어요."
        case .lastStep: return "마지막 단계예요."
        case .lessonFinished: return "레슨을 마쳤어요: “{title}”"
        case .nextLesson: return "다음 레슨: “{title}”, :lesson {id}"
        case .allFinished: return "모든 레슨을 마쳤어요. 수고했어요!"
        case .listHeader: return "레슨 목록(:lesson ID로 시작해요. {check} 마침, {arrow} 지금 하는 레슨)"
        case .listStep: return " ({count}단계 중 {step}단계)"
        case .listEnglish: return " [영어]"
        case .brokenFile, .brokenFiles: return "참고: 레슨 파일 {count}개에 오류가 있어 목록에서 뺐어요. keylab check-lessons로 확인할 수 있어요"
        case .startNote: return "참고: keylab을 시작한 뒤 :lessons로 모든 레슨을 볼 수 있어요"
        case .resumed: return "참고: 앞 단계들이 선언한 Swift 코드({count}개)를 이 세션에 다시 선언했어요. 앞에서 만든 이름을 여기서도 쓸 수 있어요"
        case .resumedTyped: return "참고: 이 레슨에서 직접 입력한 선언({count}개)을 입력한 순서대로 다시 선언했어요"
        case .resumedFailed: return "참고: 그중 {count}개는 여기서 컴파일되지 않았어요. :back으로 앞 단계에 가서 :replay를 입력하면 그 단계의 예제를 실행해요"
        }
    }
}

extension Messages {
    /// `:lesson WORD` when no lesson has that id or name.
    func noSuchLesson(_ word: String) -> String { text(NavigationMessage.noSuchLesson, ["word": word]) }
    /// Points to `:lessons` after an unknown lesson.
    var listNote: String { text(NavigationMessage.listNote) }
    /// `:lesson` in an empty library.
    var noLessons: String { text(NavigationMessage.noLessons) }
    /// A lesson shown in English because it has no translation.
    func notTranslated(language: String) -> String { text(NavigationMessage.notTranslated, ["language": language]) }
    /// The unfinished lessons a lesson requires (`lessons`: `:lesson ID, …`).
    func buildsOn(_ lessons: String) -> String { text(NavigationMessage.buildsOn, ["lessons": lessons]) }
    /// `:next` past an unsolved exercise.
    var unsolvedNote: String { text(NavigationMessage.unsolvedNote) }
    /// `:back` on the first step.
    func firstStep(title: String) -> String { text(NavigationMessage.firstStep, ["title": title]) }
    /// `:next` on the last step with `steps` (`2, 4`) still open.
    func lastStepUnfinished(steps: String) -> String { text(NavigationMessage.lastStepUnfinished, ["steps": steps]) }
    /// `:next` on the last step of a lesson finished before.
    var lastStep: String { text(NavigationMessage.lastStep) }
    /// A lesson just finished (after the check mark).
    func lessonFinished(title: String) -> String { text(NavigationMessage.lessonFinished, ["title": title]) }
    /// The lesson to take next.
    func nextUp(title: String, id: String) -> String {
        text(NavigationMessage.nextLesson, ["title": title, "id": id])
    }
    /// Every lesson finished.
    var allFinished: String { text(NavigationMessage.allFinished) }
    /// The `:lessons` header, with the marks it explains.
    func listHeader(check: String, arrow: String) -> String {
        text(NavigationMessage.listHeader, ["check": check, "arrow": arrow])
    }
    /// ` (step 2 of 5)` after the current lesson in `:lessons`.
    func listStep(_ step: Int, of count: Int) -> String {
        text(NavigationMessage.listStep, ["step": "\(step)", "count": "\(count)"])
    }
    /// ` [English]` after a lesson shown in English.
    var listEnglish: String { text(NavigationMessage.listEnglish) }
    /// `keylab lesson ID` with an unknown id: how to see the lessons.
    var startNote: String { text(NavigationMessage.startNote) }
    /// The note under `:lessons` when `count` files failed to load.
    func brokenFiles(_ count: Int) -> String {
        text(count == 1 ? NavigationMessage.brokenFile : NavigationMessage.brokenFiles, ["count": "\(count)"])
    }
    /// `:lesson` resumed past the first step: `count` earlier declarations declared again.
    func resumedDeclarations(_ count: Int) -> String { text(NavigationMessage.resumed, ["count": "\(count)"]) }
    /// The learner's own declarations in this lesson, `count` of them, declared again.
    func resumedTyped(_ count: Int) -> String { text(NavigationMessage.resumedTyped, ["count": "\(count)"]) }
    /// Of the restored declarations, `count` failed.
    func resumedDeclarationsFailed(_ count: Int) -> String { text(NavigationMessage.resumedFailed, ["count": "\(count)"]) }
}
