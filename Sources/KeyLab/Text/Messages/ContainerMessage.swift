/// What the container commands (`:navbar`, `:tabbar`, `:window`,
/// `:accessory`, `:inset-adjustment`) answer.
enum ContainerMessage: String, CaseIterable, MessageEntry {
    case navigationBar, tabBar, barState, safeArea, missingWindow, unknownWindow, windowFrame
    case noAccessory, accessory, automaticOrNever, insetAdjusted

    var english: String {
        switch self {
        case .navigationBar: return "navigation bar"
        case .tabBar: return "tab bar"
        case .barState: return "{bar}: {state}; {safeArea}"
        case .safeArea: return "safe area: top {top}, bottom {bottom}"
        case .missingWindow: return "missing the window: full, split 1/2, split 1/3, split 2/3, slide-over or stage-manager"
        case .unknownWindow: return "unknown window '{word}'"
        case .windowFrame: return "window: {mode}, {frame} on the screen"
        case .noAccessory: return "{name} has no input accessory view"
        case .accessory: return "{name}.inputAccessoryView: {height} pt high, part of the keyboard's frame"
        case .automaticOrNever: return "say automatic or never, not '{word}'"
        case .insetAdjusted: return "{name}: .{mode}; adjusted inset top {top}, bottom {bottom}; offset {offset}"
        }
    }

    var korean: String {
        switch self {
        case .navigationBar: return "내비게이션 바"
        case .tabBar: return "탭 바"
        case .barState: return "{bar}: {state}, {safeArea}"
        case .safeArea: return "safe area: 위 {top}, 아래 {bottom}"
        case .missingWindow: return "창 모드가 빠졌어요: full, split 1/2, split 1/3, split 2/3, slide-over, stage-manager 중 하나"
        case .unknownWindow: return "'{word}'은(는) 알 수 없는 창 모드예요"
        case .windowFrame: return "창: {mode}, 화면에서 {frame}"
        case .noAccessory: return "{name}에는 입력 액세서리 뷰가 없어요"
        case .accessory: return "{name}.inputAccessoryView: 높이 {height} pt, 키보드 프레임에 포함돼요"
        case .automaticOrNever: return "automatic이나 never를 쓰세요: '{word}'"
        case .insetAdjusted: return "{name}: .{mode}, 조정된 인셋 위 {top}, 아래 {bottom}, 오프셋 {offset}"
        }
    }
}

extension Messages {
    /// A container command's reply or problem; `arguments` fill its placeholders.
    func container(_ entry: ContainerMessage, _ arguments: [String: String] = [:]) -> String {
        text(entry, arguments)
    }
}
