/// What the commands that build a screen (`:add`, `:content`, `:remove`,
/// `:clear`, `:devices`, `:device`, `:pin`) answer when their words are
/// wrong, and the `:device` reply.
enum BuildErrorMessage: String, CaseIterable, MessageEntry {
    case unexpectedAfterFrame, missingParent, wordsAfterParent, tooManyWords, missingRemoveName, oneRemoveName
    case clearTakesNothing, devicesTakesNothing, devicesFootnote, devicesHeaderID, devicesHeaderName,
         devicesHeaderScreen, devicesHeaderKeyboard, missingDeviceID, oneDeviceID, deviceChosen
    case missingAnchor, missingPoints, oneNumber, missingTo, expectedTo, missingTarget

    var english: String {
        switch self {
        case .unexpectedAfterFrame: return "unexpected '{word}' after the frame; write `in PARENT` to nest the view"
        case .missingParent: return "missing the parent's name after 'in'"
        case .wordsAfterParent: return "unexpected words after the parent: '{words}'"
        case .tooManyWords: return "too many words: '{words}'"
        case .missingRemoveName: return "missing the name of the view to remove"
        case .oneRemoveName: return "':remove' takes one name, not '{words}'"
        case .clearTakesNothing: return "':clear' takes no arguments; to remove one view use :remove NAME"
        case .devicesTakesNothing: return "':devices' takes no arguments; to choose one use :device ID"
        case .devicesFootnote: return "* the current device; keyboard: portrait / landscape with the predictive bar, ≈ estimated"
        case .devicesHeaderID: return "id"
        case .devicesHeaderName: return "name"
        case .devicesHeaderScreen: return "screen"
        case .devicesHeaderKeyboard: return "keyboard"
        case .missingDeviceID: return "missing the device id; ids: {ids}"
        case .oneDeviceID: return "':device' takes one id, not '{words}'"
        case .deviceChosen: return "device: {name} ({id}), {width} × {height} pt, portrait; the scene is empty"
        case .missingAnchor: return "missing NAME.ANCHOR, e.g. nickname.top"
        case .missingPoints: return "missing the {anchor} in points after '{word}'"
        case .oneNumber: return "'{word}' takes one number, not '{words}'"
        case .missingTo: return "missing 'to TARGET.ANCHOR' after '{word}'"
        case .expectedTo: return "expected 'to' after '{word}', not '{other}'"
        case .missingTarget: return "missing TARGET.ANCHOR after 'to', e.g. safe.top"
        }
    }

    var korean: String {
        switch self {
        case .unexpectedAfterFrame: return "프레임 뒤의 '{word}'은(는) 알 수 없어요. 뷰를 넣으려면 `in PARENT`라고 쓰세요"
        case .missingParent: return "'in' 뒤에 부모 뷰 이름이 빠졌어요"
        case .wordsAfterParent: return "부모 뷰 뒤에 필요 없는 단어가 있어요: '{words}'"
        case .tooManyWords: return "단어가 너무 많아요: '{words}'"
        case .missingRemoveName: return "지울 뷰의 이름이 빠졌어요"
        case .oneRemoveName: return "':remove'에는 이름 하나만 쓰세요: '{words}'"
        case .clearTakesNothing: return "':clear'에는 인자가 없어요. 뷰 하나만 지우려면 :remove NAME을 쓰세요"
        case .devicesTakesNothing: return "':devices'에는 인자가 없어요. 기기를 고르려면 :device ID를 쓰세요"
        case .devicesFootnote: return "* 지금 기기. 키보드: 예측 입력 바가 있는 세로 / 가로 높이, ≈는 추정값"
        case .devicesHeaderID: return "ID"
        case .devicesHeaderName: return "이름"
        case .devicesHeaderScreen: return "화면"
        case .devicesHeaderKeyboard: return "키보드"
        case .missingDeviceID: return "기기 ID가 빠졌어요. ID 목록: {ids}"
        case .oneDeviceID: return "':device'에는 ID 하나만 쓰세요: '{words}'"
        case .deviceChosen: return "기기: {name}({id}), {width} × {height} pt, 세로. 장면은 비어 있어요"
        case .missingAnchor: return "NAME.ANCHOR가 빠졌어요(예: nickname.top)"
        case .missingPoints: return "'{word}' 뒤에 {anchor} 포인트 값이 빠졌어요"
        case .oneNumber: return "'{word}'에는 숫자 하나만 쓰세요: '{words}'"
        case .missingTo: return "'{word}' 뒤에 'to TARGET.ANCHOR'가 빠졌어요"
        case .expectedTo: return "'{word}' 뒤에는 'to'가 와야 해요: '{other}'"
        case .missingTarget: return "'to' 뒤에 TARGET.ANCHOR가 빠졌어요(예: safe.top)"
        }
    }
}

extension Messages {
    /// A building command's problem or reply; `arguments` fill its placeholders.
    func buildError(_ entry: BuildErrorMessage, _ arguments: [String: String] = [:]) -> String {
        text(entry, arguments)
    }
}
