import KeyboardSim

/// What `:present` and `:screen sheet` answer, and the trace's remarks
/// about sheets (`PresentationNote`), in both languages.
enum PresentationMessage: String, CaseIterable, MessageEntry {
    case missingStyle, unknownStyle, presented, presentedFull
    case keyboardTopInSheet, formSheetMovesUp, formSheetMovesBack
    case sheetPresentedOver, presenterStillObserving, sheetDismissed
    case mediumSheetGrows, mediumSheetRises, mediumSheetBack, unknownDetent, detentOnFullScreen, detents

    var english: String {
        switch self {
        case .missingStyle: return "missing the style: full-screen, page-sheet or form-sheet"
        case .unknownStyle: return "unknown presentation style '{word}'"
        case .presented: return "presented as {style} (modalPresentationStyle = {swift}): the root view is {frame} on the screen; {safeArea}"
        case .presentedFull: return "presented full screen: the root view fills the window again"
        case .keyboardTopInSheet:
            return "{style} at y {sheetY} on the screen: endFrame.origin.y {keyboardY} is in screen coordinates; in the root view the keyboard's top is {arithmetic}"
        case .formSheetMovesUp:
            return "the form sheet moves up in the keyboard's animation: y {from} → {to} (its bottom toward the keyboard's top: {arithmetic}, not above the status bar); the Will handlers saw it at {seen}"
        case .formSheetMovesBack: return "the form sheet moves back down in the keyboard's animation: y {from} → {to}"
        case .sheetPresentedOver:
            return "a {style} is presented over the screen: the presenter stays, and its viewWillDisappear is NOT called (iOS 13+)"
        case .presenterStillObserving:
            return "a sheet covers the screen and viewWillDisappear never ran: the presenter's {handler} still runs"
        case .sheetDismissed: return "the sheet is dismissed: the presenter never left, so viewWillAppear is not called either"
        case .mediumSheetGrows:
            return "the keyboard comes up over a medium sheet: it grows to the large detent in the keyboard's animation, y {from} → {to}; the Will handlers saw it at {seen}"
        case .mediumSheetRises:
            return "the medium sheet (no large detent) rises with the keyboard, keeping its height: y {from} → {to} (its bottom to the keyboard's top: {arithmetic}, not above the status bar); the Will handlers saw it at {seen}"
        case .mediumSheetBack: return "the medium sheet goes back down with the keyboard: y {from} → {to}"
        case .unknownDetent: return "unknown detent '{word}': medium ([.medium(), .large()]), medium-only ([.medium()]) or large"
        case .detentOnFullScreen: return "a full-screen presentation has no detents"
        case .detents: return "sheetPresentationController.detents = {detents}"
        }
    }

    var korean: String {
        switch self {
        case .missingStyle: return "표시 방식이 빠졌어요: full-screen, page-sheet, form-sheet 중 하나"
        case .unknownStyle: return "'{word}'은(는) 알 수 없는 표시 방식이에요"
        case .presented: return "{style}(으)로 표시해요(modalPresentationStyle = {swift}): 루트 뷰는 화면에서 {frame}, {safeArea}"
        case .presentedFull: return "전체 화면으로 표시해요: 루트 뷰가 다시 창을 채워요"
        case .keyboardTopInSheet:
            return "{style}이(가) 화면의 y {sheetY}에 있어요: endFrame.origin.y {keyboardY}는 화면 좌표예요. 루트 뷰 안에서 키보드 위쪽은 {arithmetic}"
        case .formSheetMovesUp:
            return "키보드 애니메이션 동안 폼 시트가 올라가요: y {from} → {to}(시트 아래쪽을 키보드 위쪽에 맞춰요: {arithmetic}, 상태 표시줄 위로는 안 가요). Will 핸들러는 시트가 {seen}에 있을 때 실행됐어요"
        case .formSheetMovesBack: return "키보드 애니메이션 동안 폼 시트가 다시 내려가요: y {from} → {to}"
        case .sheetPresentedOver:
            return "화면 위에 {style}을(를) 띄워요: 띄운 화면은 그대로 남고, 그 화면의 viewWillDisappear는 호출되지 않아요(iOS 13+)"
        case .presenterStillObserving:
            return "시트가 화면을 덮었지만 viewWillDisappear는 실행되지 않았어요: 띄운 화면의 {handler}가 여전히 실행돼요"
        case .sheetDismissed: return "시트가 닫혀요: 띄운 화면은 떠난 적이 없으니 viewWillAppear도 호출되지 않아요"
        case .mediumSheetGrows:
            return "중간 높이 시트 위로 키보드가 올라와요: 키보드 애니메이션 동안 시트가 large 디텐트로 커져요, y {from} → {to}. Will 핸들러는 시트가 {seen}에 있을 때 실행됐어요"
        case .mediumSheetRises:
            return "중간 높이 시트(large 디텐트 없음)가 높이를 그대로 둔 채 키보드와 함께 올라가요: y {from} → {to}(시트 아래쪽을 키보드 위쪽에 맞춰요: {arithmetic}, 상태 표시줄 위로는 안 가요). Will 핸들러는 시트가 {seen}에 있을 때 실행됐어요"
        case .mediumSheetBack: return "중간 높이 시트가 키보드와 함께 다시 내려가요: y {from} → {to}"
        case .unknownDetent: return "'{word}'은(는) 알 수 없는 디텐트예요: medium([.medium(), .large()]), medium-only([.medium()]), large 중 하나"
        case .detentOnFullScreen: return "전체 화면 표시에는 디텐트가 없어요"
        case .detents: return "디텐트: sheetPresentationController.detents = {detents}"
        }
    }
}

extension Messages {
    /// A `:present` / `:screen sheet` answer.
    func presentation(_ entry: PresentationMessage, _ arguments: [String: String] = [:]) -> String {
        text(entry, arguments)
    }

    /// A sheet remark of the trace in the session's language.
    func presentationNote(_ note: PresentationNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        switch note {
        case .keyboardTopInSheet(let style, let sheetY, let rootY, let keyboardY, let inView):
            let root = rootY == 0 ? "" : " − (\(n(rootY)))"
            return text(PresentationMessage.keyboardTopInSheet,
                        ["style": style.rawValue, "sheetY": n(sheetY), "keyboardY": n(keyboardY),
                         "arithmetic": "\(n(keyboardY)) − \(n(sheetY))\(root) = \(n(inView))"])
        case .formSheetMoves(let from, let to, let top, let height):
            guard let top else { return text(PresentationMessage.formSheetMovesBack, ["from": n(from), "to": n(to)]) }
            return text(PresentationMessage.formSheetMovesUp,
                        ["from": n(from), "to": n(to), "seen": n(from), "arithmetic": "\(n(top)) − \(n(height)) = \(n(top - height))"])
        case .sheetPresentedOver(let style): return text(PresentationMessage.sheetPresentedOver, ["style": style.rawValue])
        case .presenterStillObserving(let handler): return text(PresentationMessage.presenterStillObserving, ["handler": handler])
        case .sheetDismissed: return text(PresentationMessage.sheetDismissed)
        case .mediumSheetGrows(let from, let to): return text(PresentationMessage.mediumSheetGrows, ["from": n(from), "to": n(to), "seen": n(from)])
        case .mediumSheetMoves(let from, let to, let top, let height):
            guard let top else { return text(PresentationMessage.mediumSheetBack, ["from": n(from), "to": n(to)]) }
            return text(PresentationMessage.mediumSheetRises,
                        ["from": n(from), "to": n(to), "seen": n(from), "arithmetic": "\(n(top)) − \(n(height)) = \(n(top - height))"])
        }
    }
}
