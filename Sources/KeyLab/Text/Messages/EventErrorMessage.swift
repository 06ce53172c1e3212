/// What the event commands (`:focus`, `:keyboard`, `:rotate`, `:screen`,
/// `:drag-dismiss`) and `:expect` answer when their words are wrong.
enum EventErrorMessage: String, CaseIterable, MessageEntry {
    case missingField, oneField, missingKeyboardAction, nothingAfter, onOffAfter, unknownKeyboardAction
    case oneOrientation, unknownOrientation, missingScreenEvent, oneScreenWord, unknownScreenEvent
    case missingMode, unknownMode, onlyCancel, tooManyAfterNumber, unknownOperator

    var english: String {
        switch self {
        case .missingField: return "missing the field to focus"
        case .oneField: return "':focus' takes one field, not '{words}'"
        case .missingKeyboardAction: return "missing what to do: {actions}"
        case .nothingAfter: return "':keyboard {action}' takes nothing after it, not '{words}'"
        case .onOffAfter: return "':keyboard {action}' takes on or off, not '{words}'"
        case .unknownKeyboardAction: return "unknown keyboard action '{word}'"
        case .oneOrientation: return "':rotate' takes one orientation, not '{words}'"
        case .unknownOrientation: return "unknown orientation '{word}'; say portrait or landscape"
        case .missingScreenEvent: return "missing appear or disappear"
        case .oneScreenWord: return "':screen' takes one word, not '{words}'"
        case .unknownScreenEvent: return "unknown screen event '{word}'; say appear or disappear"
        case .missingMode: return "missing the mode: interactive or on-drag"
        case .unknownMode: return "unknown mode '{word}'; say interactive or on-drag"
        case .onlyCancel: return "after the mode only 'cancel' may follow, not '{words}'"
        case .tooManyAfterNumber: return "too many words after the number: '{words}'"
        case .unknownOperator: return "unknown operator '{op}'; use one of {operators}"
        }
    }

    var korean: String {
        switch self {
        case .missingField: return "포커스를 줄 필드가 빠졌어요"
        case .oneField: return "':focus'에는 필드 하나만 쓰세요: '{words}'"
        case .missingKeyboardAction: return "무엇을 할지 빠졌어요: {actions}"
        case .nothingAfter: return "':keyboard {action}' 뒤에는 아무것도 쓰지 않아요: '{words}'"
        case .onOffAfter: return "':keyboard {action}' 뒤에는 on이나 off를 쓰세요: '{words}'"
        case .unknownKeyboardAction: return "'{word}'은(는) 알 수 없는 키보드 동작이에요"
        case .oneOrientation: return "':rotate'에는 방향 하나만 쓰세요: '{words}'"
        case .unknownOrientation: return "'{word}'은(는) 알 수 없는 방향이에요. portrait나 landscape를 쓰세요"
        case .missingScreenEvent: return "appear나 disappear가 빠졌어요"
        case .oneScreenWord: return "':screen'에는 단어 하나만 쓰세요: '{words}'"
        case .unknownScreenEvent: return "'{word}'은(는) 알 수 없는 화면 이벤트예요. appear나 disappear를 쓰세요"
        case .missingMode: return "모드가 빠졌어요: interactive나 on-drag"
        case .unknownMode: return "'{word}'은(는) 알 수 없는 모드예요. interactive나 on-drag를 쓰세요"
        case .onlyCancel: return "모드 뒤에는 'cancel'만 올 수 있어요: '{words}'"
        case .tooManyAfterNumber: return "숫자 뒤에 단어가 너무 많아요: '{words}'"
        case .unknownOperator: return "'{op}'은(는) 알 수 없는 연산자예요. 다음 중 하나를 쓰세요: {operators}"
        }
    }
}

extension Messages {
    /// An event or `:expect` argument problem; `arguments` fill its placeholders.
    func eventError(_ entry: EventErrorMessage, _ arguments: [String: String] = [:]) -> String {
        text(entry, arguments)
    }
}
