import KeyboardSim

/// The errors of the scene commands: the `error:` / `usage:` frame every
/// command's failure is printed in, the engine's errors (`SimError`) and the
/// argument problems the commands find themselves.
enum SceneErrorMessage: String, CaseIterable, MessageEntry {
    case errorLabel, usageLabel, noteLabel
    case invalidName, nameTakenSafe, nameTakenKeyboard, nameTaken, unknownView, wrongKind, pinToSelf
    case layoutConflict, layoutCycle, unknownDevice, unknownStrategy, noOption, unknownOption, invalidOptionValue
    case missing, unknownPath, takesNoArguments, notANumber, sayOnOff, onOrOff, numberAfterSign, signExpected
    case wordsAfterConstant, anchorExpected

    var english: String {
        switch self {
        case .errorLabel: return "error: "
        case .usageLabel: return "usage: "
        case .noteLabel: return "note: "
        case .invalidName: return "'{name}' is not a valid view name: use letters, digits and _, starting with a letter (e.g. nickname)"
        case .nameTakenSafe: return "'{name}' is reserved: it names the safe area; pick another name"
        case .nameTakenKeyboard: return "'{name}' is reserved: it names the keyboard layout guide; pick another name"
        case .nameTaken: return "a view named '{name}' already exists; pick another name or :remove it first"
        case .unknownView: return "no view named '{name}' (see :scene for the view tree)"
        case .wrongKind: return "'{name}' is a {kind}; this needs {expected}"
        case .pinToSelf: return "'{name}' cannot be pinned to itself; pin it to its parent, a sibling, safe or keyboard"
        case .layoutConflict: return "conflicting constraints on {name} ({axis}): {reason}: {pins} — :remove the view or give each axis at most two of start/end/center/size"
        case .layoutCycle: return "constraints depend on each other in a circle: {pins}"
        case .unknownDevice: return "unknown device '{id}'; devices: {known}"
        case .unknownStrategy: return "unknown strategy '{name}'; strategies: {known}"
        case .noOption: return "strategy {name} takes no option '{option}'"
        case .unknownOption: return "strategy {name} has no option '{option}'; options: {known}"
        case .invalidOptionValue: return "'{value}' is not a valid value for {option}; expected {expected}"
        case .missing: return "missing {what}"
        case .unknownPath: return "unknown path '{path}'; use NAME.x|y|width|height|screenY|covered|offsetY|insetBottom, keyboard.y or keyboard.height"
        case .takesNoArguments: return "':{command}' takes no arguments"
        case .notANumber: return "{what} must be a number, not '{word}'"
        case .sayOnOff: return "{what}: say on or off"
        case .onOrOff: return "{what} is on or off, not '{word}'"
        case .numberAfterSign: return "a number must follow '{sign}'"
        case .signExpected: return "expected + N or - N after the target, not '{words}'"
        case .wordsAfterConstant: return "unexpected words after the constant: '{words}'"
        case .anchorExpected: return "'{word}' should be NAME.ANCHOR, e.g. nickname.top"
        }
    }

    var korean: String {
        switch self {
        case .errorLabel: return "오류: "
        case .usageLabel: return "사용법: "
        case .noteLabel: return "참고: "
        case .invalidName: return "'{name}'은(는) 뷰 이름으로 쓸 수 없어요: 글자, 숫자, _로 쓰고 글자로 시작하세요(예: nickname)"
        case .nameTakenSafe: return "'{name}'은(는) 예약된 이름이에요: safe area를 가리켜요. 다른 이름을 고르세요"
        case .nameTakenKeyboard: return "'{name}'은(는) 예약된 이름이에요: 키보드 레이아웃 가이드를 가리켜요. 다른 이름을 고르세요"
        case .nameTaken: return "이름이 '{name}'인 뷰가 이미 있어요. 다른 이름을 고르거나 먼저 :remove로 지우세요"
        case .unknownView: return "이름이 '{name}'인 뷰가 없어요(뷰 트리는 :scene으로 볼 수 있어요)"
        case .wrongKind: return "'{name}'은(는) {kind}예요. 여기에는 {expected}이(가) 필요해요"
        case .pinToSelf: return "'{name}'을(를) 자기 자신에 고정할 수는 없어요. 부모 뷰, 형제 뷰, safe, keyboard 중 하나에 고정하세요"
        case .layoutConflict: return "{name}의 제약이 서로 충돌해요({axis}): {reason}: {pins} — 뷰를 :remove로 지우거나, 축마다 start/end/center/size 중 두 개까지만 주세요"
        case .layoutCycle: return "제약이 서로를 빙 돌아 참조해요: {pins}"
        case .unknownDevice: return "'{id}' 기기는 없어요. 기기 목록: {known}"
        case .unknownStrategy: return "'{name}' 전략은 없어요. 전략 목록: {known}"
        case .noOption: return "{name} 전략에는 옵션이 없어요: '{option}'"
        case .unknownOption: return "{name} 전략에 '{option}' 옵션은 없어요. 옵션 목록: {known}"
        case .invalidOptionValue: return "'{value}'은(는) {option}에 쓸 수 없는 값이에요. 가능한 값: {expected}"
        case .missing: return "{what}이(가) 빠졌어요"
        case .unknownPath: return "'{path}' 경로는 없어요. NAME.x|y|width|height|screenY|covered|offsetY|insetBottom, keyboard.y, keyboard.height 중 하나를 쓰세요"
        case .takesNoArguments: return "':{command}'에는 인자가 없어요"
        case .notANumber: return "{what}은(는) 숫자여야 해요: '{word}'"
        case .sayOnOff: return "{what}: on이나 off를 쓰세요"
        case .onOrOff: return "{what}은(는) on이나 off예요: '{word}'"
        case .numberAfterSign: return "'{sign}' 뒤에는 숫자가 와야 해요"
        case .signExpected: return "대상 뒤에는 + N이나 - N이 와야 해요: '{words}'"
        case .wordsAfterConstant: return "상수 뒤에 필요 없는 단어가 있어요: '{words}'"
        case .anchorExpected: return "'{word}'은(는) NAME.ANCHOR 꼴이어야 해요(예: nickname.top)"
        }
    }
}

extension Messages {
    /// The language of the command running now (set by the session around
    /// each command), for helpers such as `UsageFailure` that are made
    /// before they know their session.
    @TaskLocal static var current = Messages(.english)

    var errorLabel: String { text(SceneErrorMessage.errorLabel) }
    var usageLabelLine: String { text(SceneErrorMessage.usageLabel) }
    var noteLabel: String { text(SceneErrorMessage.noteLabel) }
    func takesNoArguments(_ command: String) -> String { text(SceneErrorMessage.takesNoArguments, ["command": command]) }
    func missing(_ what: String) -> String { text(SceneErrorMessage.missing, ["what": what]) }
    func notANumber(_ what: String, word: String) -> String { text(SceneErrorMessage.notANumber, ["what": what, "word": word]) }
    func sayOnOff(_ what: String) -> String { text(SceneErrorMessage.sayOnOff, ["what": what]) }
    func onOrOff(_ what: String, word: String) -> String { text(SceneErrorMessage.onOrOff, ["what": what, "word": word]) }
    func numberAfterSign(_ sign: String) -> String { text(SceneErrorMessage.numberAfterSign, ["sign": sign]) }
    func signExpected(_ words: String) -> String { text(SceneErrorMessage.signExpected, ["words": words]) }
    func wordsAfterConstant(_ words: String) -> String { text(SceneErrorMessage.wordsAfterConstant, ["words": words]) }
    func anchorExpected(_ word: String) -> String { text(SceneErrorMessage.anchorExpected, ["word": word]) }

    /// An engine error in the session's language; the reasons the engine
    /// gives as keys are worded by `simErrorReason`.
    func simError(_ error: SimError) -> String {
        switch error {
        case .invalidName(let n): return text(SceneErrorMessage.invalidName, ["name": n])
        case .nameTaken(let n):
            if n == "safe" { return text(SceneErrorMessage.nameTakenSafe, ["name": n]) }
            if n == "keyboard" { return text(SceneErrorMessage.nameTakenKeyboard, ["name": n]) }
            return text(SceneErrorMessage.nameTaken, ["name": n])
        case .unknownView(let n, _): return text(SceneErrorMessage.unknownView, ["name": n])
        case .wrongKind(let v, let k, let expected):
            return text(SceneErrorMessage.wrongKind, ["name": v, "kind": k.rawValue, "expected": viewKindNeed(expected)])
        case .pinToSelf(let v): return text(SceneErrorMessage.pinToSelf, ["name": v])
        case .layoutConflict(let v, let axis, let pins, let reason):
            return text(SceneErrorMessage.layoutConflict, ["name": v, "axis": axis.rawValue, "reason": conflictReason(reason),
                                                           "pins": pins.joined(separator: "; ")])
        case .layoutCycle(let pins): return text(SceneErrorMessage.layoutCycle, ["pins": pins.joined(separator: " → ")])
        case .unknownDevice(let id, let known): return text(SceneErrorMessage.unknownDevice, ["id": id, "known": known.joined(separator: ", ")])
        case .unknownStrategy(let s, let known):
            return text(SceneErrorMessage.unknownStrategy, ["name": s, "known": known.joined(separator: ", ")])
        case .unknownOption(let s, let o, let known):
            return known.isEmpty ? text(SceneErrorMessage.noOption, ["name": s, "option": o])
                : text(SceneErrorMessage.unknownOption, ["name": s, "option": o, "known": known.joined(separator: ", ")])
        case .invalidOptionValue(let o, let v, let expected):
            return text(SceneErrorMessage.invalidOptionValue, ["option": o, "value": v, "expected": expected])
        case .missingArgument(let what): return missing(what)
        case .unknownPath(let p, _): return text(SceneErrorMessage.unknownPath, ["path": p])
        case .rootView, .invalidFrame, .anchorMismatch, .eventNotPossible: return simErrorReason(error)
        }
    }
}
