/// What `:progress` and `:reset-progress` say, and the errors of the lesson
/// commands when there is no library or no current lesson.
enum ProgressMessage: String, CaseIterable, MessageEntry {
    case summary, current, notSaved, cannotWrite, savedIn, notSavedHere
    case resetAsk, resetAskOne, resetDone, resetArgument
    case noLessonsFound, noLessonsLoaded, noLessonStarted

    var english: String {
        switch self {
        case .summary: return "Progress: {lessons} of {allLessons} lessons finished, {exercises} of {allExercises} exercises solved."
        case .current: return "Current: “{title}”, step {step} of {count} (:lesson {id})"
        case .notSaved: return "Not saved: {problem}."
        case .cannotWrite: return "{path} cannot be written"
        case .savedIn: return "Saved in {path}"
        case .notSavedHere: return "Progress is not saved in this session."
        case .resetAsk: return "This forgets everything you have finished ({count} lessons started).\nType :reset-progress yes to confirm."
        case .resetAskOne: return "This forgets everything you have finished ({count} lesson started).\nType :reset-progress yes to confirm."
        case .resetDone: return "Progress reset: every lesson starts afresh."
        case .resetArgument: return "error: ':reset-progress' takes only 'yes' (to confirm)\nusage: :reset-progress [yes]"
        case .noLessonsFound: return "error: no lessons found\nnote: start keylab with --lessons DIR or set KEYLAB_LESSONS to the lessons folder"
        case .noLessonsLoaded: return "error: no lessons could be loaded from {folder}\nnote: run keylab check-lessons to see what is wrong"
        case .noLessonStarted: return "error: no lesson started\nnote: :lessons lists them; :lesson ID starts one"
        }
    }

    var korean: String {
        switch self {
        case .summary: return "진도: 레슨 {allLessons}개 중 {lessons}개를 마쳤고, 연습 문제 {allExercises}개 중 {exercises}개를 풀었어요."
        case .current: return "지금 하는 레슨: “{title}”, {count}단계 중 {step}단계 (:lesson {id})"
        case .notSaved: return "저장하지 못했어요: {problem}."
        case .cannotWrite: return "{path}에 쓸 수 없어요"
        case .savedIn: return "저장 위치: {path}"
        case .notSavedHere: return "이 세션에서는 진도를 저장하지 않아요."
        case .resetAsk, .resetAskOne: return "마친 기록을 모두 지워요(시작한 레슨 {count}개).\n정말 지우려면 :reset-progress yes를 입력하세요."
        case .resetDone: return "진도를 지웠어요. 모든 레슨을 처음부터 시작해요."
        case .resetArgument: return "오류: ':reset-progress'에는 확인용 'yes'만 쓸 수 있어요\n사용법: :reset-progress [yes]"
        case .noLessonsFound: return "오류: 레슨을 찾지 못했어요\n참고: keylab을 --lessons DIR로 시작하거나 KEYLAB_LESSONS에 레슨 폴더를 지정하세요"
        case .noLessonsLoaded: return "오류: {folder}에서 레슨을 하나도 불러오지 못했어요\n참고: keylab check-lessons로 무엇이 잘못됐는지 볼 수 있어요"
        case .noLessonStarted: return "오류: 시작한 레슨이 없어요\n참고: :lessons로 레슨 목록을 보고 :lesson ID로 시작하세요"
        }
    }
}

extension Messages {
    /// The first line of `:progress`.
    func progressSummary(lessons: Int, of allLessons: Int, exercises: Int, of allExercises: Int) -> String {
        text(ProgressMessage.summary, ["lessons": "\(lessons)", "allLessons": "\(allLessons)",
                                       "exercises": "\(exercises)", "allExercises": "\(allExercises)"])
    }
    /// The current lesson in `:progress`.
    func progressCurrent(title: String, step: Int, count: Int, id: String) -> String {
        text(ProgressMessage.current, ["title": title, "step": "\(step)", "count": "\(count)", "id": id])
    }
    /// Saving failed: `problem` says why, or the path could not be written.
    func notSaved(problem: String?, path: String) -> String {
        text(ProgressMessage.notSaved, ["problem": problem ?? text(ProgressMessage.cannotWrite, ["path": path])])
    }
    /// Where progress is saved.
    func savedIn(_ path: String) -> String { text(ProgressMessage.savedIn, ["path": path]) }
    /// A session without a progress store.
    var notSavedHere: String { text(ProgressMessage.notSavedHere) }
    /// `:reset-progress` without `yes`.
    func resetAsk(started: Int) -> String {
        text(started == 1 ? ProgressMessage.resetAskOne : ProgressMessage.resetAsk, ["count": "\(started)"])
    }
    /// `:reset-progress yes` done.
    var resetDone: String { text(ProgressMessage.resetDone) }
    /// `:reset-progress` with another argument.
    var resetArgument: String { text(ProgressMessage.resetArgument) }
    /// No lessons folder was found.
    var noLessonsFound: String { text(ProgressMessage.noLessonsFound) }
    /// The lessons folder holds no loadable lesson.
    func noLessonsLoaded(from folder: String) -> String { text(ProgressMessage.noLessonsLoaded, ["folder": folder]) }
    /// A lesson command before any lesson was started.
    var noLessonStarted: String { text(ProgressMessage.noLessonStarted) }
}
