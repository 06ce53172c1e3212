import KeyboardSim

/// The iPadOS 15+ assistant toolbar: the engine's remarks (`AssistantNote`),
/// the refusal and `:keyboard assistant`'s usage. English is the engine's own
/// wording (`AssistantNote.english`); the templates here say the same.
enum AssistantMessage: String, CaseIterable, MessageEntry {
    case alreadyFull, alreadyMinimized, minimizedLeavesTheKeyboard, minimizedStaysInStageManager, expanded
    case fromNextFocusFull, fromNextFocusMinimized, minimizedNothingComes, minimizedResignHides
    case needsIPad, form

    var english: String {
        switch self {
        case .alreadyFull: return "the assistant toolbar is already full size"
        case .alreadyMinimized: return "the assistant toolbar is already minimized"
        case .minimizedLeavesTheKeyboard:
            return "the assistant toolbar is minimized: outside Stage Manager it is no longer part of the keyboard (the hide sequence, ≈) and overlaps the views at the bottom-right corner"
        case .minimizedStaysInStageManager:
            return "the assistant toolbar is minimized: in Stage Manager it still acts as part of the keyboard; the frames report it, {frame} (≈)"
        case .expanded: return "the assistant toolbar is full size again: part of the keyboard, the show sequence"
        case .fromNextFocusFull: return "the assistant toolbar will be full size when a field edits with a hardware keyboard"
        case .fromNextFocusMinimized: return "the assistant toolbar will be minimized when a field edits with a hardware keyboard"
        case .minimizedNothingComes:
            return "hardware keyboard, assistant toolbar minimized: nothing of the keyboard comes up, yet the hide notifications are posted (≈, as on an iPhone)"
        case .minimizedResignHides:
            return "hardware keyboard, assistant toolbar minimized: the field resigns and the hide notifications are posted again (≈, as on an iPhone)"
        case .needsIPad: return "only an iPad shows the assistant toolbar with a hardware keyboard; choose :device ipad"
        case .form: return "':keyboard assistant' takes full or minimized, not '{words}'"
        }
    }

    var korean: String {
        switch self {
        case .alreadyFull: return "어시스턴트 툴바는 이미 원래 크기예요"
        case .alreadyMinimized: return "어시스턴트 툴바는 이미 최소화돼 있어요"
        case .minimizedLeavesTheKeyboard:
            return "어시스턴트 툴바를 최소화했어요: Stage Manager 밖에서는 더 이상 키보드의 일부가 아니에요(숨김 시퀀스, ≈). 오른쪽 아래 모서리에서 뷰를 가려요"
        case .minimizedStaysInStageManager:
            return "어시스턴트 툴바를 최소화했어요: Stage Manager에서는 여전히 키보드의 일부예요. 프레임은 {frame}을(를) 알려요(≈)"
        case .expanded: return "어시스턴트 툴바가 다시 원래 크기예요: 키보드의 일부라서 보이기 시퀀스가 와요"
        case .fromNextFocusFull: return "하드웨어 키보드로 필드를 편집할 때 어시스턴트 툴바가 원래 크기로 나타나요"
        case .fromNextFocusMinimized: return "하드웨어 키보드로 필드를 편집할 때 어시스턴트 툴바가 최소화된 채로 나타나요"
        case .minimizedNothingComes:
            return "하드웨어 키보드, 어시스턴트 툴바 최소화: 키보드는 아무것도 올라오지 않는데도 숨김 알림이 게시돼요(≈, iPhone처럼)"
        case .minimizedResignHides:
            return "하드웨어 키보드, 어시스턴트 툴바 최소화: 필드가 퍼스트 리스폰더를 내려놓고 숨김 알림이 다시 게시돼요(≈, iPhone처럼)"
        case .needsIPad: return "하드웨어 키보드의 어시스턴트 툴바는 iPad에만 있어요. :device ipad를 고르세요"
        case .form: return "':keyboard assistant' 뒤에는 full이나 minimized를 쓰세요: '{words}'"
        }
    }
}

extension Messages {
    /// An assistant-toolbar remark in the session's language.
    func assistantNote(_ note: AssistantNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        let r = { (v: Rect) in "(\(n(v.x)), \(n(v.y)), \(n(v.width)), \(n(v.height)))" }
        switch note {
        case .already(let t): return text(t == .full ? AssistantMessage.alreadyFull : .alreadyMinimized)
        case .minimizedLeavesTheKeyboard: return text(AssistantMessage.minimizedLeavesTheKeyboard)
        case .minimizedStaysInStageManager(let f): return text(AssistantMessage.minimizedStaysInStageManager, ["frame": r(f)])
        case .expanded: return text(AssistantMessage.expanded)
        case .fromNextFocus(let t): return text(t == .full ? AssistantMessage.fromNextFocusFull : .fromNextFocusMinimized)
        case .minimizedNothingComes: return text(AssistantMessage.minimizedNothingComes)
        case .minimizedResignHides: return text(AssistantMessage.minimizedResignHides)
        }
    }
}
