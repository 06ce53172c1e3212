/// What a failed `:check` says when the lesson gives no `fail:` text: what is
/// wrong in the learner's terms, never the expected value or the check.
enum CheckMessage: String, CaseIterable, MessageEntry {
    case notHappened, notWritten, notDeclared, screenNotAsAsked, keyboardNotAsAsked, noSuchView
    case notCovered, notScrolled, notWhereWanted, valuesNotAsAsked, doesNotHold, doNotHold
    case stopsWithError, wrongForm, shouldBeLet, shouldBeVar, wrongType, notComputedFrom, and

    var english: String {
        switch self {
        case .notHappened: return "what the task asks has not happened on the screen yet"
        case .notWritten: return "your Swift does not do it the way the task asks yet"
        case .notDeclared: return "`{name}` is not declared yet"
        case .screenNotAsAsked: return "the screen is not as the task asks yet"
        case .keyboardNotAsAsked: return "the keyboard is not as the task asks yet"
        case .noSuchView: return "there is no view named `{name}` yet"
        case .notCovered: return "the keyboard does not cover `{name}` the way the task asks yet"
        case .notScrolled: return "the scroll view `{name}` is not scrolled or inset as the task asks yet"
        case .notWhereWanted: return "`{name}` is not where the task wants it yet"
        case .valuesNotAsAsked: return "your values are not what the task asks yet"
        case .doesNotHold: return "{names} does not hold what the task asks yet"
        case .doNotHold: return "{names} do not hold what the task asks yet"
        case .stopsWithError: return "your code stops with an error when it runs: {error}"
        case .wrongForm: return "something you declared does not have the type or form the task asks for"
        case .shouldBeLet: return "`{name}` is a variable (`var`), but its value never changes: make it a constant"
        case .shouldBeVar: return "`{name}` is a constant (`let`), but its value has to change: make it a variable"
        case .wrongType: return "`{name}` is a `{type}`, which is not the type the task asks for"
        case .notComputedFrom: return "`{name}` is not computed from {names} as the task asks"
        case .and: return " and "
        }
    }

    var korean: String {
        switch self {
        case .notHappened: return "과제가 요구하는 일이 아직 화면에서 일어나지 않았어요"
        case .notWritten: return "작성한 Swift 코드가 아직 과제가 요구하는 방식이 아니에요"
        case .notDeclared: return "`{name}`이(가) 아직 선언되지 않았어요"
        case .screenNotAsAsked: return "화면이 아직 과제가 요구하는 상태가 아니에요"
        case .keyboardNotAsAsked: return "키보드가 아직 과제가 요구하는 상태가 아니에요"
        case .noSuchView: return "`{name}`이라는 뷰가 아직 없어요"
        case .notCovered: return "키보드가 아직 과제가 요구하는 만큼 `{name}`을(를) 가리지 않아요"
        case .notScrolled: return "스크롤 뷰 `{name}`이(가) 아직 과제가 요구하는 만큼 스크롤되거나 인셋이 설정되지 않았어요"
        case .notWhereWanted: return "`{name}`이(가) 아직 과제가 요구하는 위치에 있지 않아요"
        case .valuesNotAsAsked: return "값이 아직 과제가 요구하는 값이 아니에요"
        case .doesNotHold, .doNotHold: return "{names}에 아직 과제가 요구하는 값이 들어 있지 않아요"
        case .stopsWithError: return "코드를 실행하면 오류로 멈춰요: {error}"
        case .wrongForm: return "선언한 것 중에 과제가 요구하는 타입이나 형태가 아닌 것이 있어요"
        case .shouldBeLet: return "`{name}`은(는) 변수(`var`)인데 값이 바뀌지 않아요. 상수로 만드세요"
        case .shouldBeVar: return "`{name}`은(는) 상수(`let`)인데 값이 바뀌어야 해요. 변수로 만드세요"
        case .wrongType: return "`{name}`의 타입은 `{type}`이에요. 과제가 요구하는 타입이 아니에요"
        case .notComputedFrom: return "`{name}`을(를) 과제처럼 {names}에서 계산하지 않았어요"
        case .and: return "와(과) "
        }
    }
}

extension Messages {
    /// A `trace:` check that found nothing.
    var notHappened: String { text(CheckMessage.notHappened) }
    /// An `entered:` check that found nothing.
    var notWritten: String { text(CheckMessage.notWritten) }
    /// A name the check needs is not declared.
    func notDeclared(_ name: String) -> String { text(CheckMessage.notDeclared, ["name": name]) }
    /// A failed `:expect` about nothing in particular.
    var screenNotAsAsked: String { text(CheckMessage.screenNotAsAsked) }
    /// A failed `:expect keyboard…`.
    var keyboardNotAsAsked: String { text(CheckMessage.keyboardNotAsAsked) }
    /// A failed `:expect` about a view that does not exist.
    func noSuchView(_ name: String) -> String { text(CheckMessage.noSuchView, ["name": name]) }
    /// A failed `:expect NAME.covered`.
    func notCovered(_ name: String) -> String { text(CheckMessage.notCovered, ["name": name]) }
    /// A failed `:expect NAME.offsetY` or `insetBottom`.
    func notScrolled(_ name: String) -> String { text(CheckMessage.notScrolled, ["name": name]) }
    /// Any other failed `:expect NAME.…`.
    func notWhereWanted(_ name: String) -> String { text(CheckMessage.notWhereWanted, ["name": name]) }
    /// A false condition on no declared name.
    var valuesNotAsAsked: String { text(CheckMessage.valuesNotAsAsked) }
    /// A false condition on the `count` names in `names` (already quoted).
    func doesNotHold(_ names: String, count: Int) -> String {
        text(count == 1 ? CheckMessage.doesNotHold : CheckMessage.doNotHold, ["names": names])
    }
    /// The learner's code traps while the check runs.
    func stopsWithError(_ error: String) -> String { text(CheckMessage.stopsWithError, ["error": error]) }
    /// Any other Swift error while the check runs.
    var wrongForm: String { text(CheckMessage.wrongForm) }
    /// `var` where a constant is asked for.
    func shouldBeLet(_ name: String) -> String { text(CheckMessage.shouldBeLet, ["name": name]) }
    /// `let` where a variable is asked for.
    func shouldBeVar(_ name: String) -> String { text(CheckMessage.shouldBeVar, ["name": name]) }
    /// A declaration of another type.
    func wrongType(_ name: String, type: String) -> String { text(CheckMessage.wrongType, ["name": name, "type": type]) }
    /// A declaration that does not use the names it should (`uses`, unquoted).
    func notComputedFrom(_ name: String, uses: [String]) -> String {
        let names = uses.map { "`\($0)`" }.joined(separator: text(CheckMessage.and))
        return text(CheckMessage.notComputedFrom, ["name": name, "names": names])
    }
}
