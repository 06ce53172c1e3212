import KeyboardSim

/// The engine's remarks about undocked iPad keyboards (`UndockedNote`) and
/// the refusals that go with them. English is the engine's own wording
/// (`UndockedNote.english`); the templates here say the same.
enum UndockedMessage: String, CaseIterable, MessageEntry {
    case restyledSplit, restyledFloating, dragged, reportedSplit, reportedFloating
    case guideFollowsOn, guideFollowsOff, guideTopFollows, guideTopIgnores
    case splitNeedsIPad, dragNeedsUndocked, dragPosition, sceneSplit

    var english: String {
        switch self {
        case .restyledSplit: return "the undocked keyboard becomes split: only the ChangeFrame pair is posted"
        case .restyledFloating: return "the undocked keyboard becomes floating: only the ChangeFrame pair is posted"
        case .dragged: return "the user drags the undocked keyboard to {frame}: only the ChangeFrame pair is posted"
        case .reportedSplit: return "undocked: the frames report {frame}, y 0 at the top of the screen, not where the keyboard is"
        case .reportedFloating: return "floating: the frames report {frame}, a zero rectangle (≈), not where the keyboard is"
        case .guideFollowsOn: return "view.keyboardLayoutGuide.followsUndockedKeyboard = true: the guide follows an undocked keyboard"
        case .guideFollowsOff:
            return "view.keyboardLayoutGuide.followsUndockedKeyboard = false: while undocked, the guide's top stays at the safe area's bottom"
        case .guideTopFollows: return "keyboardLayoutGuide follows the undocked keyboard: its top is at y {y}"
        case .guideTopIgnores: return "keyboardLayoutGuide ignores the undocked keyboard: its top stays at the safe area's bottom, y {y}"
        case .splitNeedsIPad: return "only the iPad keyboard can split; choose :device ipad"
        case .dragPosition: return "':keyboard drag' takes Y, or X and Y (the keyboard's top-left corner on the screen), not '{words}'"
        case .sceneSplit: return ", split"
        case .dragNeedsUndocked:
            return "only an undocked keyboard that is up can be dragged: :keyboard floating or :keyboard split, then focus a field"
        }
    }

    var korean: String {
        switch self {
        case .restyledSplit: return "분리된 키보드가 나뉜 키보드가 돼요: ChangeFrame 한 쌍만 게시돼요"
        case .restyledFloating: return "분리된 키보드가 플로팅 키보드가 돼요: ChangeFrame 한 쌍만 게시돼요"
        case .dragged: return "사용자가 분리된 키보드를 {frame}로 끌어요: ChangeFrame 한 쌍만 게시돼요"
        case .reportedSplit: return "분리됨: 프레임은 {frame}, 화면 맨 위의 y 0을 알려요. 키보드가 있는 곳이 아니에요"
        case .reportedFloating: return "플로팅: 프레임은 {frame}, 크기 0인 사각형(≈)을 알려요. 키보드가 있는 곳이 아니에요"
        case .guideFollowsOn: return "view.keyboardLayoutGuide.followsUndockedKeyboard = true: 가이드가 분리된 키보드를 따라가요"
        case .guideFollowsOff:
            return "view.keyboardLayoutGuide.followsUndockedKeyboard = false: 분리된 동안 가이드의 top은 safe area의 bottom에 머물러요"
        case .guideTopFollows: return "keyboardLayoutGuide가 분리된 키보드를 따라가요: top은 y {y}에 있어요"
        case .guideTopIgnores: return "keyboardLayoutGuide는 분리된 키보드를 무시해요: top은 safe area의 bottom인 y {y}에 머물러요"
        case .splitNeedsIPad: return "나뉜 키보드는 iPad에만 있어요. :device ipad를 고르세요"
        case .dragPosition: return "':keyboard drag' 뒤에는 Y나 X Y(화면에서 키보드의 왼쪽 위 모서리)를 쓰세요: '{words}'"
        case .sceneSplit: return ", 나뉨"
        case .dragNeedsUndocked:
            return "끌 수 있는 건 올라와 있는 분리된 키보드뿐이에요: :keyboard floating이나 :keyboard split 다음에 필드에 포커스하세요"
        }
    }
}

extension Messages {
    /// An undocked-keyboard remark in the session's language.
    func undockedNote(_ note: UndockedNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        let r = { (v: Rect) in "(\(n(v.x)), \(n(v.y)), \(n(v.width)), \(n(v.height)))" }
        switch note {
        case .restyled(let s): return text(s == .split ? UndockedMessage.restyledSplit : .restyledFloating)
        case .dragged(let f): return text(UndockedMessage.dragged, ["frame": r(f)])
        case .reportedFrames(let s, let f): return text(s == .split ? UndockedMessage.reportedSplit : .reportedFloating, ["frame": r(f)])
        case .guideFollows(let on): return text(on ? UndockedMessage.guideFollowsOn : .guideFollowsOff)
        case .guideTop(let y, let follows): return text(follows ? UndockedMessage.guideTopFollows : .guideTopIgnores, ["y": n(y)])
        }
    }
}
