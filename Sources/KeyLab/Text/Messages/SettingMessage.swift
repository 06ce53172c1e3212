/// What `:explain`, `:draw` and `:animate` answer: the setting and its state.
enum SettingMessage: String, CaseIterable, MessageEntry {
    case explainOn, explainOff, drawOn, drawOff, animateOn, animateOff, pageOn, pageOff

    var english: String {
        switch self {
        case .explainOn: return "explain: on"
        case .explainOff: return "explain: off"
        case .drawOn: return "drawing: on"
        case .drawOff: return "drawing: off"
        case .animateOn: return "animate: on"
        case .animateOff: return "animate: off"
        case .pageOn: return "paging: on"
        case .pageOff: return "paging: off"
        }
    }

    var korean: String {
        switch self {
        case .explainOn: return "설명: 켜져 있어요"
        case .explainOff: return "설명: 꺼져 있어요"
        case .drawOn: return "그리기: 켜져 있어요"
        case .drawOff: return "그리기: 꺼져 있어요"
        case .animateOn: return "애니메이션: 켜져 있어요"
        case .animateOff: return "애니메이션: 꺼져 있어요"
        case .pageOn: return "페이저: 켜져 있어요"
        case .pageOff: return "페이저: 꺼져 있어요"
        }
    }
}

extension Messages {
    /// The state of the setting of command `name` (`explain`, `draw`,
    /// `animate`); another name is said as `label: on|off`.
    func setting(_ name: String, label: String, on: Bool) -> String {
        switch name {
        case "explain": return text(on ? SettingMessage.explainOn : SettingMessage.explainOff)
        case "draw": return text(on ? SettingMessage.drawOn : SettingMessage.drawOff)
        case "animate": return text(on ? SettingMessage.animateOn : SettingMessage.animateOff)
        case "page": return text(on ? SettingMessage.pageOn : SettingMessage.pageOff)
        default: return "\(label): " + (on ? "on" : "off")
        }
    }
}
