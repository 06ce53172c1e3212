import KeyboardSim

/// Views made in the learner's code (`CodeViewNote`). English is the engine's
/// own wording; the templates say the same.
enum CodeViewMessage: String, CaseIterable, MessageEntry {
    case added, removed, namedByKeylab, autoresizingConflict

    var english: String {
        switch self {
        case .added: return "{parent}.addSubview({name}): a {class} made in code, now on the screen at {frame}"
        case .removed: return "{name}.removeFromSuperview(): the view and its subviews leave the screen"
        case .namedByKeylab: return "no property holds this view and it has no accessibilityIdentifier: keylab calls it {name}"
        case .autoresizingConflict:
            return "Unable to simultaneously satisfy constraints: UIKit turns {view}'s frame into constraints "
                + "(its translatesAutoresizingMaskIntoConstraints is still true, the default for a view made in code), "
                + "and {constraints} fight them. UIKit breaks yours: the view keeps its frame. "
                + "Set translatesAutoresizingMaskIntoConstraints = false before constraining it"
        }
    }

    var korean: String {
        switch self {
        case .added: return "{parent}.addSubview({name}): 코드로 만든 {class}이(가) 이제 화면의 {frame}에 있어요"
        case .removed: return "{name}.removeFromSuperview(): 이 뷰와 그 서브뷰가 화면을 떠나요"
        case .namedByKeylab: return "이 뷰를 가진 프로퍼티도 accessibilityIdentifier도 없어요: keylab은 이 뷰를 {name}(이)라고 불러요"
        case .autoresizingConflict:
            return "제약 충돌(UIKit 로그: Unable to simultaneously …): UIKit이 {view}의 프레임을 제약으로 바꾸는데"
                + "(코드로 만든 뷰의 기본값대로 translatesAutoresizingMaskIntoConstraints가 아직 true예요), "
                + "{constraints}이(가) 그 제약과 충돌해요. UIKit은 여러분의 제약을 깨요: 뷰는 프레임을 그대로 둬요. "
                + "제약을 걸기 전에 translatesAutoresizingMaskIntoConstraints = false로 두세요"
        }
    }
}

extension Messages {
    /// A remark about a view made in code, in the session's language.
    func codeViewNote(_ note: CodeViewNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        let r = { (v: Rect) in "(\(n(v.x)), \(n(v.y)), \(n(v.width)), \(n(v.height)))" }
        switch note {
        case .added(let name, let className, let parent, let frame):
            return text(CodeViewMessage.added, ["name": name, "class": className, "parent": parent, "frame": r(frame)])
        case .removed(let name): return text(CodeViewMessage.removed, ["name": name])
        case .namedByKeylab(let name): return text(CodeViewMessage.namedByKeylab, ["name": name])
        case .autoresizingConflict(let view, let constraints):
            return text(CodeViewMessage.autoresizingConflict, ["view": view, "constraints": constraints.joined(separator: ", ")])
        }
    }
}
