/// What `:hint`, `:check`, `:solution`, `:retry` and `:replay` answer.
enum ExerciseMessage: String, CaseIterable, MessageEntry {
    case hintPrefix, lastHint, noHints, noMoreHints, correct, notYet, afterFailWithHints, afterFail
    case tryFirstWithHints, tryFirst, solutionHeading, retried, noExamples, replayNote, noExercise, hiddenSetup, hiddenSetupOne, replayDeclaredAgain

    var english: String {
        switch self {
        case .hintPrefix: return "Hint {number}/{count}: "
        case .lastHint: return "(that was the last hint; after a :check, :solution shows a solution)"
        case .noHints: return "This exercise has no hints. :check tells what is still wrong; after it, :solution shows a solution."
        case .noMoreHints: return "No more hints (you have seen all {count}). After a :check, :solution shows a solution."
        case .correct: return "Correct! Exercise solved."
        case .notYet: return "Not yet:"
        case .afterFailWithHints: return "(:hint for a hint, :solution to see a solution, :retry to start over)"
        case .afterFail: return "(:solution shows a solution, :retry to start over)"
        case .tryFirstWithHints: return "Try it first: :check tells you what is still wrong, and :hint gives a hint ({left} left).\nThe solution opens once a :check of your own attempt has failed."
        case .tryFirst: return "Try it first: :check tells you what is still wrong.\nThe solution opens once a :check of your own attempt has failed."
        case .solutionHeading: return "A solution (type it in, then :check):"
        case .retried: return "Set-up and screen are back as the exercise started (your declarations stay)."
        case .noExamples: return "This step has no examples to replay."
        case .replayNote: return "(the exercise starts from its own screen: :retry puts it back)"
        case .noExercise: return "error: this step has no exercise\nnote: :next goes on to the next step"
        case .hiddenSetup: return "(the step's set-up runs first: {count} lines not shown)"
        case .hiddenSetupOne: return "(the step's set-up runs first: 1 line not shown)"
        case .replayDeclaredAgain: return "(the exercise's own declarations are made again after the examples)"
        }
    }

    var korean: String {
        switch self {
        case .hintPrefix: return "힌트 {number}/{count}: "
        case .lastHint: return "(마지막 힌트였어요. :check를 한 뒤에는 :solution으로 풀이를 볼 수 있어요)"
        case .noHints: return "이 연습 문제에는 힌트가 없어요. :check가 아직 틀린 곳을 알려 주고, 그 뒤에는 :solution으로 풀이를 볼 수 있어요."
        case .noMoreHints: return "힌트가 더 없어요({count}개를 모두 봤어요). :check를 한 뒤에는 :solution으로 풀이를 볼 수 있어요."
        case .correct: return "정답이에요! 연습 문제를 풀었어요."
        case .notYet: return "아직이에요:"
        case .afterFailWithHints: return "(힌트는 :hint, 풀이는 :solution, 처음부터 다시 하려면 :retry)"
        case .afterFail: return "(풀이는 :solution, 처음부터 다시 하려면 :retry)"
        case .tryFirstWithHints: return "먼저 직접 해 보세요. :check가 아직 틀린 곳을 알려 주고, :hint가 힌트를 줘요({left}개 남았어요).\n풀이는 직접 시도한 답의 :check가 한 번 실패한 뒤에 열려요."
        case .tryFirst: return "먼저 직접 해 보세요. :check가 아직 틀린 곳을 알려 줘요.\n풀이는 직접 시도한 답의 :check가 한 번 실패한 뒤에 열려요."
        case .solutionHeading: return "풀이예요(입력한 다음 :check를 해 보세요):"
        case .retried: return "연습 문제의 준비 상태와 화면을 처음으로 되돌렸어요(직접 선언한 것은 그대로 남아요)."
        case .noExamples: return "이 단계에는 다시 실행할 예제가 없어요."
        case .replayNote: return "(연습 문제는 자기 화면에서 시작해요. :retry로 되돌릴 수 있어요)"
        case .noExercise: return "오류: 이 단계에는 연습 문제가 없어요\n참고: :next로 다음 단계로 넘어가요"
        case .hiddenSetup: return "(단계의 준비 코드를 먼저 실행했어요: 보이지 않는 {count}줄)"
        case .hiddenSetupOne: return "(단계의 준비 코드를 먼저 실행했어요: 보이지 않는 1줄)"
        case .replayDeclaredAgain: return "(예제를 실행한 뒤 연습 문제의 선언을 다시 만들었어요)"
        }
    }
}

extension Messages {
    /// `Hint 1/3: ` (`number` is 1-based).
    func hintPrefix(number: Int, count: Int) -> String {
        text(ExerciseMessage.hintPrefix, ["number": "\(number)", "count": "\(count)"])
    }
    /// Said after the last hint.
    var lastHint: String { text(ExerciseMessage.lastHint) }
    /// `:hint` on an exercise without hints.
    var noHints: String { text(ExerciseMessage.noHints) }
    /// `:hint` after all `count` hints were shown.
    func noMoreHints(count: Int) -> String { text(ExerciseMessage.noMoreHints, ["count": "\(count)"]) }
    /// A passed `:check` (after the check mark).
    var correct: String { text(ExerciseMessage.correct) }
    /// A failed `:check` (after the cross), before the list of problems.
    var notYet: String { text(ExerciseMessage.notYet) }
    /// What to do after a failed check, `hintsLeft` hints still unseen.
    func afterFail(hintsLeft: Int) -> String {
        text(hintsLeft > 0 ? ExerciseMessage.afterFailWithHints : ExerciseMessage.afterFail)
    }
    /// `:solution` before any failed `:check`.
    func tryFirst(hintsLeft: Int) -> String {
        hintsLeft > 0 ? text(ExerciseMessage.tryFirstWithHints, ["left": "\(hintsLeft)"]) : text(ExerciseMessage.tryFirst)
    }
    /// Introduces the solution transcript.
    var solutionHeading: String { text(ExerciseMessage.solutionHeading) }
    /// `:retry` done.
    var retried: String { text(ExerciseMessage.retried) }
    /// `:replay` on a step without transcripts.
    var noExamples: String { text(ExerciseMessage.noExamples) }
    /// After `:replay` on a step whose exercise has its own scene.
    var replayNote: String { text(ExerciseMessage.replayNote) }
    /// `:replay` of an example that starts with `count` hidden setup lines.
    func hiddenSetup(count: Int) -> String {
        count == 1 ? text(ExerciseMessage.hiddenSetupOne) : text(ExerciseMessage.hiddenSetup, ["count": "\(count)"])
    }
    /// After `:replay` on a step whose exercise's set-up is Swift only.
    var replayDeclaredAgain: String { text(ExerciseMessage.replayDeclaredAgain) }
    /// An exercise command on a step without one.
    var noExercise: String { text(ExerciseMessage.noExercise) }
}
