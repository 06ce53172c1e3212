/// The words of the screen drawing (notes above it, the keyboard's label,
/// the legend) and the frame table's headers.
enum DrawingMessage: String, CaseIterable, MessageEntry {
    case rootAboveScreen, rootMovedUp, rootMovedDown, aboveScreen, cutOffAtTop, cutOffView, belowScreen
    case keyboardLabel, legendKeyboard, legendCovered, legendFocus, legendUnsafe, legendOtherApp, legendSqueezed
    case legendPresenter
    case headerName, headerKind, headerFrame, headerScreenFrame, headerCovered, compactFrame, compactScreenFrame

    var english: String {
        switch self {
        case .rootAboveScreen: return "{name}.y = {shift}: its top {hidden} pt are above the screen"
        case .rootMovedUp: return "{name}.y = {shift}: moved up"
        case .rootMovedDown: return "{name}.y = {shift}: moved down"
        case .aboveScreen: return "above the screen: {names}"
        case .cutOffAtTop: return "cut off at the top: {views}"
        case .cutOffView: return "{name} ({hidden} of {height} pt above)"
        case .belowScreen: return "below the screen: {names}"
        case .keyboardLabel: return "keyboard {height}"
        case .legendKeyboard: return "keyboard"
        case .legendCovered: return "{name} covered {amount} pt"
        case .legendFocus: return "{name} has focus"
        case .legendUnsafe: return "outside the safe area"
        case .legendSqueezed: return "heights squeezed to {rows} lines for this short terminal (:draw off hides the drawing)"
        case .legendOtherApp: return "another app"
        case .legendPresenter: return "the presenting screen, behind the sheet"
        case .headerName: return "name"
        case .headerKind: return "kind"
        case .headerFrame: return "frame"
        case .headerScreenFrame: return "screen frame"
        case .headerCovered: return "covered"
        case .compactFrame: return "frame {frame}"
        case .compactScreenFrame: return "screen {frame}"
        }
    }

    var korean: String {
        switch self {
        case .rootAboveScreen: return "{name}.y = {shift}: 윗부분 {hidden} pt가 화면 위로 나갔어요"
        case .rootMovedUp: return "{name}.y = {shift}: 위로 올라갔어요"
        case .rootMovedDown: return "{name}.y = {shift}: 아래로 내려갔어요"
        case .aboveScreen: return "화면 위로 나간 뷰: {names}"
        case .cutOffAtTop: return "위쪽이 잘린 뷰: {views}"
        case .cutOffView: return "{name}({height} pt 중 {hidden} pt가 화면 위)"
        case .belowScreen: return "화면 아래로 나간 뷰: {names}"
        case .keyboardLabel: return "키보드 {height}"
        case .legendKeyboard: return "키보드"
        case .legendCovered: return "{name}: {amount} pt 가려짐"
        case .legendFocus: return "{name}: 포커스 있음"
        case .legendUnsafe: return "safe area 바깥"
        case .legendSqueezed: return "터미널이 낮아서 높이를 {rows}줄로 줄였어요(:draw off로 그림을 숨길 수 있어요)"
        case .legendOtherApp: return "다른 앱"
        case .legendPresenter: return "시트 뒤, 시트를 띄운 화면"
        case .headerName: return "이름"
        case .headerKind: return "종류"
        case .headerFrame: return "프레임"
        case .headerScreenFrame: return "화면 프레임"
        case .headerCovered: return "가려짐"
        case .compactFrame: return "프레임 {frame}"
        case .compactScreenFrame: return "화면 {frame}"
        }
    }
}

extension Messages {
    /// The note above a drawing whose root view moved.
    func rootShift(_ name: String, shift: String, hidden: String?, up: Bool) -> String {
        if let hidden { return text(DrawingMessage.rootAboveScreen, ["name": name, "shift": shift, "hidden": hidden]) }
        return text(up ? DrawingMessage.rootMovedUp : DrawingMessage.rootMovedDown, ["name": name, "shift": shift])
    }
    func aboveScreen(_ names: [String]) -> String { text(DrawingMessage.aboveScreen, ["names": names.joined(separator: ", ")]) }
    func belowScreen(_ names: [String]) -> String { text(DrawingMessage.belowScreen, ["names": names.joined(separator: ", ")]) }
    func cutOffAtTop(_ views: [String]) -> String { text(DrawingMessage.cutOffAtTop, ["views": views.joined(separator: ", ")]) }
    func cutOffView(_ name: String, hidden: String, height: String) -> String {
        text(DrawingMessage.cutOffView, ["name": name, "hidden": hidden, "height": height])
    }
    /// The label on the drawn keyboard (`height` with its unit).
    func keyboardLabel(height: String) -> String { text(DrawingMessage.keyboardLabel, ["height": height]) }
    var legendKeyboard: String { text(DrawingMessage.legendKeyboard) }
    func legendCovered(_ name: String, amount: String) -> String { text(DrawingMessage.legendCovered, ["name": name, "amount": amount]) }
    func legendFocus(_ name: String) -> String { text(DrawingMessage.legendFocus, ["name": name]) }
    var legendUnsafe: String { text(DrawingMessage.legendUnsafe) }
    var legendOtherApp: String { text(DrawingMessage.legendOtherApp) }
    var legendPresenter: String { text(DrawingMessage.legendPresenter) }
    /// The frame table's column headers, in order.
    var frameTableHeader: [String] {
        [DrawingMessage.headerName, .headerKind, .headerFrame, .headerScreenFrame, .headerCovered].map { text($0) }
    }
    func compactFrame(_ frame: String) -> String { text(DrawingMessage.compactFrame, ["frame": frame]) }
    func compactScreenFrame(_ frame: String) -> String { text(DrawingMessage.compactScreenFrame, ["frame": frame]) }
}
