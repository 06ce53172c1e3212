/// What an exercise's real-world runs (the gauntlet a `:controller` check
/// applies, DESIGN.md §9) tell the learner: where, what the user did, what
/// broke, and the `:audit` line that replays it step by step.
enum GauntletCheckMessage: String, CaseIterable, MessageEntry {
    case failed, alsoFails

    var english: String {
        switch self {
        case .failed: return "in real use, {place}: {explanation}; after `{step}`, {finding}. See it step by step: {replay}"
        case .alsoFails: return "(it breaks in {count} more real-world runs: `:audit` lists them)"
        }
    }

    var korean: String {
        switch self {
        case .failed: return "실제로 쓰면 {place}: {explanation}. `{step}` 다음에 {finding}. 단계별로 보기: {replay}"
        case .alsoFails: return "(실제 사용 시퀀스 {count}개에서도 깨져요. `:audit`으로 모두 볼 수 있어요)"
        }
    }
}
