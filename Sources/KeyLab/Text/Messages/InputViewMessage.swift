import KeyboardSim

/// Input views: the engine's remarks (`InputViewNote`) and the answers of
/// `:input-view`. English is the engine's own wording; the templates say the same.
enum InputViewMessage: String, CaseIterable, MessageEntry {
    case customInputView, controllerTakesOver, backToTheBar, dragEndsAtTheBar, barBackAfterRotation, barLeaves, reload, reloadNothingChanged, reloadNoFirstResponder
    case waitsForReload, inputViewSet, inputViewOff, crossFadeOn, crossFadeOff, keyboardTypeSet, unknownKeyboardType

    var english: String {
        switch self {
        case .customInputView: return "{field}.inputView replaces the keyboard: the frames report its {height} pt"
        case .controllerTakesOver:
            return "the view controller becomes first responder (canBecomeFirstResponder): its {height} pt inputAccessoryView docks at the bottom, posted as a keyboard"
        case .backToTheBar:
            return "{field} resigns; the view controller takes first responder back: the keyboard goes down to its inputAccessoryView, which stays"
        case .dragEndsAtTheBar:
            return "the finger lifts low: {field} resigns and the view controller takes first responder back; the keys go down, its inputAccessoryView rests at the bottom of the screen: the hide sequence ends at the bar (duration 0)"
        case .barBackAfterRotation:
            return "the view controller is still first responder: its inputAccessoryView comes back with the new orientation's frames"
        case .barLeaves: return "the view controller's inputAccessoryView goes away: the hide sequence"
        case .reload: return "{field}.reloadInputViews(): the input views are loaded again"
        case .reloadNothingChanged: return "reloadInputViews(): the frame does not change, nothing is posted"
        case .reloadNoFirstResponder: return "reloadInputViews(): no first responder, nothing happens"
        case .waitsForReload: return "{field} is first responder: the new input view shows after reloadInputViews() or the next focus"
        case .inputViewSet: return "{name}.inputView: a custom input view {height} pt high"
        case .inputViewOff: return "{name}.inputView = nil: the system keyboard"
        case .crossFadeOn:
            return "Reduce Motion with cross-fade on: the keyboard fades in where it sits; the show notifications report an empty end frame (≈)"
        case .crossFadeOff: return "Reduce Motion off: the keyboard slides again"
        case .keyboardTypeSet: return "{name}.keyboardType: {type} (from the next focus)"
        case .unknownKeyboardType: return "unknown keyboard type '{word}'; one of {types}"
        }
    }

    var korean: String {
        switch self {
        case .customInputView: return "{field}.inputView가 키보드를 대신해요: 프레임은 그 높이 {height} pt를 알려요"
        case .controllerTakesOver:
            return "뷰 컨트롤러가 퍼스트 리스폰더가 돼요(canBecomeFirstResponder): {height} pt짜리 inputAccessoryView가 아래에 붙고, 키보드로 게시돼요"
        case .backToTheBar:
            return "{field}이(가) 내려놓아요. 뷰 컨트롤러가 다시 퍼스트 리스폰더가 돼요: 키보드는 inputAccessoryView까지 내려가고, 바는 남아요"
        case .dragEndsAtTheBar:
            return "손가락을 아래에서 뗐어요: {field}이(가) 퍼스트 리스폰더를 내려놓고 뷰 컨트롤러가 다시 퍼스트 리스폰더가 돼요. 자판은 내려가고 inputAccessoryView는 화면 아래에 남아요: 숨김 시퀀스는 바에서 끝나요(duration 0)"
        case .barBackAfterRotation:
            return "뷰 컨트롤러가 여전히 퍼스트 리스폰더예요: inputAccessoryView가 새 방향의 프레임으로 다시 나타나요"
        case .barLeaves: return "뷰 컨트롤러의 inputAccessoryView가 사라져요: 숨김 시퀀스"
        case .reload: return "{field}.reloadInputViews(): 입력 뷰를 다시 불러와요"
        case .reloadNothingChanged: return "reloadInputViews(): 프레임이 바뀌지 않아 아무것도 게시되지 않아요"
        case .reloadNoFirstResponder: return "reloadInputViews(): 퍼스트 리스폰더가 없어 아무 일도 없어요"
        case .waitsForReload: return "{field}이(가) 퍼스트 리스폰더예요: 새 입력 뷰는 reloadInputViews() 뒤나 다음 포커스에 나타나요"
        case .inputViewSet: return "{name}.inputView: 높이 {height} pt의 사용자 입력 뷰"
        case .inputViewOff: return "{name}.inputView = nil: 시스템 키보드"
        case .crossFadeOn: return "동작 줄이기와 크로스 페이드 켬: 키보드가 제자리에서 서서히 나타나고, 보이기 알림의 end 프레임은 비어 있어요(≈)"
        case .crossFadeOff: return "동작 줄이기 끔: 키보드가 다시 미끄러져 올라와요"
        case .keyboardTypeSet: return "{name}.keyboardType: {type}(다음 포커스부터)"
        case .unknownKeyboardType: return "'{word}'은(는) 알 수 없는 키보드 종류예요. 다음 중 하나를 쓰세요: {types}"
        }
    }
}

extension Messages {
    /// An input-view remark in the session's language.
    func inputViewNote(_ note: InputViewNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        switch note {
        case .customInputView(let field, let height): return text(InputViewMessage.customInputView, ["field": field, "height": height])
        case .controllerTakesOver(let h): return text(InputViewMessage.controllerTakesOver, ["height": n(h)])
        case .backToTheBar(let field): return text(InputViewMessage.backToTheBar, ["field": field])
        case .dragEndsAtTheBar(let field): return text(InputViewMessage.dragEndsAtTheBar, ["field": field])
        case .barBackAfterRotation: return text(InputViewMessage.barBackAfterRotation)
        case .barLeaves: return text(InputViewMessage.barLeaves)
        case .reload(let field): return text(InputViewMessage.reload, ["field": field])
        case .reloadNothingChanged: return text(InputViewMessage.reloadNothingChanged)
        case .reloadNoFirstResponder: return text(InputViewMessage.reloadNoFirstResponder)
        case .waitsForReload(let field): return text(InputViewMessage.waitsForReload, ["field": field])
        case .crossFadeOn: return text(InputViewMessage.crossFadeOn)
        case .crossFadeOff: return text(InputViewMessage.crossFadeOff)
        }
    }
}
