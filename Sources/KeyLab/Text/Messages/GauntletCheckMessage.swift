/// What an exercise's real-world runs (the gauntlet a `:controller` check
/// applies, DESIGN.md §9) tell the learner: where, what the user did, what
/// broke, and the `:audit` line that replays it step by step.
enum GauntletCheckMessage: String, CaseIterable, MessageEntry {
    case failed, auditLists

    var english: String {
        switch self {
        case .failed: return "in real use, {place}: {explanation}; after `{step}`, {finding}. See it step by step: {replay}"
        case .auditLists: return "(`:audit` runs every sequence on every device and lists each one that breaks)"
        }
    }

    var korean: String {
        switch self {
        case .failed: return "실제로 쓰면 {place}: {explanation}. `{step}` 다음에 {finding}. 단계별로 보기: {replay}"
        case .auditLists: return "(`:audit`은 모든 기기에서 모든 시퀀스를 실행하고 깨지는 것을 모두 보여 줘요)"
        }
    }
}
