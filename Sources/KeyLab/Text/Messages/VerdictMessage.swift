/// The verdict line printed after an event: is the first responder visible?
enum VerdictMessage: String, CaseIterable, MessageEntry {
    case visibleAbove, visible, coveredWhole, coveredPart, aboveSafeArea, belowScreen

    var english: String {
        switch self {
        case .visibleAbove: return "verdict: {field} is fully visible, {clearance} pt above the keyboard"
        case .visible: return "verdict: {field} is fully visible"
        case .coveredWhole: return "verdict: {field} is covered by {amount} pt (its whole height)"
        case .coveredPart: return "verdict: {field} is covered by {amount} pt (of {height})"
        case .aboveSafeArea: return "verdict: {field} is pushed above the safe area by {amount} pt: the user cannot see it"
        case .belowScreen: return "verdict: {field} is below the bottom of the screen by {amount} pt: the user cannot see it"
        }
    }

    var korean: String {
        switch self {
        case .visibleAbove: return "판정: {field}: 모두 보여요(키보드보다 {clearance} pt 위)"
        case .visible: return "판정: {field}: 모두 보여요"
        case .coveredWhole: return "판정: {field}: 키보드에 {amount} pt 가려져요(높이 전체)"
        case .coveredPart: return "판정: {field}: 키보드에 {amount} pt 가려져요(높이 {height} 중)"
        case .aboveSafeArea: return "판정: {field}: safe area 위로 {amount} pt 밀려 올라가서 사용자가 볼 수 없어요"
        case .belowScreen: return "판정: {field}: 화면 아래 가장자리보다 {amount} pt 밑에 있어서 사용자가 볼 수 없어요"
        }
    }
}

extension Messages {
    /// Visible, `clearance` pt above the keyboard.
    func visibleAbove(_ field: String, clearance: String) -> String {
        text(VerdictMessage.visibleAbove, ["field": field, "clearance": clearance])
    }
    /// Visible (no keyboard, or touching it).
    func visible(_ field: String) -> String { text(VerdictMessage.visible, ["field": field]) }
    /// Covered by `amount` pt, `height` being the field's height (nil: all of it).
    func covered(_ field: String, amount: String, height: String?) -> String {
        guard let height else { return text(VerdictMessage.coveredWhole, ["field": field, "amount": amount]) }
        return text(VerdictMessage.coveredPart, ["field": field, "amount": amount, "height": height])
    }
    /// Pushed above the top of the safe area.
    func aboveSafeArea(_ field: String, amount: String) -> String {
        text(VerdictMessage.aboveSafeArea, ["field": field, "amount": amount])
    }
    /// Below the bottom edge of the screen.
    func belowScreen(_ field: String, amount: String) -> String {
        text(VerdictMessage.belowScreen, ["field": field, "amount": amount])
    }
}
