/// keylab's own words in an event's report: the layout pass lines and the
/// animation frames' headers. (The handler steps' words, the engine's
/// remarks and the layout pass's reasons are in HandlerNoteMessage and
/// EngineNoteMessage.)
enum TraceMessage: String, CaseIterable, MessageEntry {
    case layoutPass, estimated, noFrameChanged, animationNothing, animationRotation, animation, animationTiming, animationPoints

    var english: String {
        switch self {
        case .layoutPass: return "layout pass: {reason}"
        case .estimated: return " ({what} ≈: an estimate)"
        case .noFrameChanged: return "no frame changed"
        case .animationNothing: return "animation: nothing moves"
        case .animationRotation: return "animation: a rotation animates in steps (hide, rotate, show); before → after:"
        case .animation: return "animation"
        case .animationTiming: return " {duration} s, curve {curve}"
        case .animationPoints: return " (at 0, 25, 50, 75 and 100 % of the way):"
        }
    }

    var korean: String {
        switch self {
        case .layoutPass: return "레이아웃 패스: {reason}"
        case .estimated: return " ({what} ≈: 추정값)"
        case .noFrameChanged: return "바뀐 프레임 없음"
        case .animationNothing: return "애니메이션: 움직이는 것이 없어요"
        case .animationRotation: return "애니메이션: 회전은 단계별로 움직여요(숨기기, 회전, 보이기). 전 → 후:"
        case .animation: return "애니메이션"
        case .animationTiming: return " {duration}초, curve {curve}"
        case .animationPoints: return " (전체의 0, 25, 50, 75, 100 % 지점):"
        }
    }
}

extension Messages {
    func layoutPass(_ reason: String) -> String { text(TraceMessage.layoutPass, ["reason": reason]) }
    var noFrameChanged: String { text(TraceMessage.noFrameChanged) }
    /// ` (height, duration ≈: an estimate)` after a userInfo line.
    func estimated(_ what: String) -> String { text(TraceMessage.estimated, ["what": what]) }
    var animationNothing: String { text(TraceMessage.animationNothing) }
    var animationRotation: String { text(TraceMessage.animationRotation) }
    /// `animation 0.25 s, curve 7 (at 0, 25, …):`; no timing when nil.
    func animationHeader(duration: String?, curve: String) -> String {
        text(TraceMessage.animation) + (duration.map { text(TraceMessage.animationTiming, ["duration": $0, "curve": curve]) } ?? "")
            + text(TraceMessage.animationPoints)
    }
}
