/// The words of `:scene` (the view tree, what is around the screen, the
/// keyboard's state), and a few leftovers: on/off settings' errors and the
/// "no lessons found" note.
enum SceneTreeMessage: String, CaseIterable, MessageEntry {
    case header, navigationBar, tabBar, window, around, pins, keyboardShown, keyboardHidden
    case predictiveOff, hardwareConnected, floating, otherApp, kindKeyboard, firstResponder, noFirstResponder
    case contentHeight, offset, insetAutomatic, insetNever, accessory, takesOnOff, noLessons, lessonsNote

    var english: String {
        switch self {
        case .header: return "{device}, {orientation} {width} × {height}; strategy {strategy}"
        case .navigationBar: return "navigation bar"
        case .tabBar: return "tab bar"
        case .window: return "window {mode} {frame}"
        case .around: return "around the screen: {items}"
        case .pins: return "pins:"
        case .keyboardShown: return "keyboard: shown {frame}"
        case .keyboardHidden: return "keyboard: hidden"
        case .predictiveOff: return ", predictive bar off"
        case .hardwareConnected: return ", hardware keyboard connected"
        case .floating: return ", floating"
        case .otherApp: return ", another app's (isLocal false)"
        case .kindKeyboard: return ", {kind} keyboard"
        case .firstResponder: return "first responder: {name}"
        case .noFirstResponder: return "first responder: none"
        case .contentHeight: return "  content height {height}"
        case .offset: return ", offset {offset}"
        case .insetAutomatic: return ", inset adjustment automatic"
        case .insetNever: return ", inset adjustment never"
        case .accessory: return "  accessory {height}"
        case .takesOnOff: return "':{command}' takes on or off, not '{words}'"
        case .noLessons: return "no lessons found"
        case .lessonsNote: return "pass --lessons DIR or set KEYLAB_LESSONS to the lessons folder"
        }
    }

    var korean: String {
        switch self {
        case .header: return "{device}, {orientation} {width} × {height}, 전략 {strategy}"
        case .navigationBar: return "내비게이션 바"
        case .tabBar: return "탭 바"
        case .window: return "창 {mode} {frame}"
        case .around: return "화면 둘레: {items}"
        case .pins: return "제약:"
        case .keyboardShown: return "키보드: 보임 {frame}"
        case .keyboardHidden: return "키보드: 숨음"
        case .predictiveOff: return ", 예측 입력 바 꺼짐"
        case .hardwareConnected: return ", 하드웨어 키보드 연결됨"
        case .floating: return ", 플로팅"
        case .otherApp: return ", 다른 앱의 키보드(isLocal false)"
        case .kindKeyboard: return ", {kind} 키보드"
        case .firstResponder: return "퍼스트 리스폰더: {name}"
        case .noFirstResponder: return "퍼스트 리스폰더: 없음"
        case .contentHeight: return "  콘텐츠 높이 {height}"
        case .offset: return ", 오프셋 {offset}"
        case .insetAutomatic: return ", 인셋 자동 조정"
        case .insetNever: return ", 인셋 조정 안 함(never)"
        case .accessory: return "  액세서리 {height}"
        case .takesOnOff: return "':{command}'에는 on이나 off를 쓰세요: '{words}'"
        case .noLessons: return "레슨을 찾지 못했어요"
        case .lessonsNote: return "--lessons DIR로 레슨 폴더를 알려 주거나 KEYLAB_LESSONS를 설정하세요"
        }
    }
}

extension Messages {
    /// A `:scene` word; `arguments` fill its placeholders.
    func sceneTree(_ entry: SceneTreeMessage, _ arguments: [String: String] = [:]) -> String {
        text(entry, arguments)
    }
}
