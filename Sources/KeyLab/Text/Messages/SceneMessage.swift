import KeyboardSim

/// What the commands that build a screen answer when they succeed.
enum SceneMessage: String, CaseIterable, MessageEntry {
    case added, contentHeight, removed, removedWithSubviews, cleared, emptyTrace, pinned, pinnedFrame
    case strategyIs, strategiesHeader, portrait, landscape, drawingTitle

    var english: String {
        switch self {
        case .added: return "added {kind} {name} {frame} in {parent}"
        case .pinned: return "pinned {pin}"
        case .pinnedFrame: return "; {name} is now {frame}"
        case .contentHeight: return "{name} content height: {height}"
        case .removed: return "removed {name}"
        case .removedWithSubviews: return "removed {name} and its subviews {subviews}"
        case .cleared: return "scene cleared: only view is left"
        case .emptyTrace: return "the trace is empty: no keyboard notification yet (try :focus FIELD)"
        case .strategyIs: return "strategy: {strategy}"
        case .strategiesHeader: return "strategies:"
        case .portrait: return "portrait"
        case .landscape: return "landscape"
        case .drawingTitle: return "{device} · {orientation}"
        }
    }

    var korean: String {
        switch self {
        case .added: return "추가했어요: {kind} {name} {frame}, 부모 뷰 {parent}"
        case .pinned: return "고정했어요: {pin}"
        case .pinnedFrame: return ". 이제 {name}의 프레임은 {frame}이에요"
        case .contentHeight: return "{name}의 콘텐츠 높이: {height}"
        case .removed: return "지웠어요: {name}"
        case .removedWithSubviews: return "지웠어요: {name}, 하위 뷰 {subviews}"
        case .cleared: return "장면을 비웠어요: view만 남았어요"
        case .emptyTrace: return "트레이스가 비어 있어요: 아직 게시된 키보드 알림이 없어요(:focus FIELD를 해 보세요)"
        case .strategyIs: return "전략: {strategy}"
        case .strategiesHeader: return "전략 목록:"
        case .portrait: return "세로"
        case .landscape: return "가로"
        case .drawingTitle: return "{device} · {orientation} 방향"
        }
    }
}

extension Messages {
    /// `:pin` done: `pinned nickname.top to safe.top + 20`.
    func pinned(_ pin: String) -> String { text(SceneMessage.pinned, ["pin": pin]) }
    /// `; nickname is now (20, 40, 335, 44)` after `pinned`.
    func pinnedFrame(name: String, frame: String) -> String { text(SceneMessage.pinnedFrame, ["name": name, "frame": frame]) }

    /// `:add` done (`frame` already formatted).
    func added(kind: String, name: String, frame: String, parent: String) -> String {
        text(SceneMessage.added, ["kind": kind, "name": name, "frame": frame, "parent": parent])
    }
    /// `:content` done.
    func contentHeight(_ name: String, height: String) -> String {
        text(SceneMessage.contentHeight, ["name": name, "height": height])
    }
    /// `:remove` done, with the subviews that went with it.
    func removed(_ name: String, subviews: [String]) -> String {
        subviews.isEmpty ? text(SceneMessage.removed, ["name": name])
            : text(SceneMessage.removedWithSubviews, ["name": name, "subviews": subviews.joined(separator: ", ")])
    }
    /// `:clear` done.
    var cleared: String { text(SceneMessage.cleared) }
    /// `:strategy`'s answer: the strategy in force, as its command text.
    func strategyIs(_ strategy: String) -> String { text(SceneMessage.strategyIs, ["strategy": strategy]) }
    /// The heading of `:strategy`'s list of strategies.
    var strategiesHeader: String { text(SceneMessage.strategiesHeader) }
    /// An orientation as a word of the session's language (세로, 가로).
    func orientation(_ orientation: Orientation) -> String {
        text(orientation == .portrait ? SceneMessage.portrait : SceneMessage.landscape)
    }
    /// The drawing's title: `iPhone 8 · portrait`.
    func drawingTitle(device: String, orientation: Orientation) -> String {
        text(SceneMessage.drawingTitle, ["device": device, "orientation": self.orientation(orientation)])
    }
    /// `:trace` before any notification.
    var emptyTrace: String { text(SceneMessage.emptyTrace) }
}
