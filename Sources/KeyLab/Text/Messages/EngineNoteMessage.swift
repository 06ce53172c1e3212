import KeyboardSim

/// The engine's remarks between notifications (`EngineNote`) and the
/// reasons of a layout pass (`LayoutReason`). English is the engine's own
/// wording (`EngineNote.english`), so English output never drifts; the
/// `english` templates here say the same for the catalogue's readers and
/// tests, and Korean is filled from the `korean` templates.
enum EngineNoteMessage: String, CaseIterable, MessageEntry {
    case keyboardAlreadyVisible, hardwareKeepsSoftwareDown, keyboardAlreadyHidden, alreadyFirstResponder
    case hardwareNothingComes, hardwareResignHides, hardwareBar, hardwareBarAndAccessory, hardwareAccessory, switchingFields, nothingToDismiss
    case predictiveAlreadyOn, predictiveAlreadyOff, predictiveOn, predictiveOff
    case hardwareAlreadyConnected, hardwareAlreadyDisconnected, hardwareConnected, hardwareDisconnected
    case keyboardDocks, keyboardUndocksWhileUp, keyboardUndocks, remoteHides, remoteCannotShow, remoteShows
    case forgetRemoval, observersRemoved, firstResponderResignsOnDisappear, screenAppears, observersRegisteredAgain
    case screenPopped, controllerReleased, controllerStillAlive
    case kindAlreadyChosen, kindNextTime, kindSwitched, kindGrows, kindLoads
    case onDragStarts, interactiveFollows, interactiveDragStep, letGoEarly, letGoLow
    case alreadyOriented, rotationHides, windowRotates, rotationShows, observerNeverRemoved, layoutPassFailed,
         hookCrashed, hookCrashedConstraintsKept, outletsConnected, outletNotConnected, foreignViewConstrained, focusChainStopped
    case reasonConstraintsChanged, reasonKeyboardLayoutGuide, reasonSwiftUISafeArea, reasonSheetResized, reasonRotation,
         reasonLayoutIfNeeded

    var english: String {
        switch self {
        case .keyboardAlreadyVisible: return "the keyboard is already visible: nothing is posted"
        case .hardwareKeepsSoftwareDown: return "a hardware keyboard is connected: the software keyboard does not show"
        case .keyboardAlreadyHidden: return "the keyboard is already hidden: nothing is posted"
        case .alreadyFirstResponder: return "{field} is already first responder: nothing is posted"
        case .hardwareNothingComes: return "hardware keyboard on an iPhone: no software keyboard comes, yet UIKit posts the hide notifications (no WillShow)"
        case .hardwareResignHides: return "hardware keyboard on an iPhone: the field resigns and the hide notifications are posted again"
        case .hardwareBar: return "hardware keyboard: the notifications still report the full software keyboard; only its {bar} pt bar is on screen"
        case .hardwareBarAndAccessory:
            return "hardware keyboard: the notifications still report the full software keyboard; only its {bar} pt bar and the {accessory} pt accessory view are on screen"
        case .hardwareAccessory: return "hardware keyboard: only the {accessory} pt input accessory view comes up, with the notifications"
        case .switchingFields: return "switching fields with the keyboard up: the show notifications are posted again"
        case .nothingToDismiss: return "no first responder: nothing to dismiss"
        case .predictiveAlreadyOn: return "the predictive bar is already on"
        case .predictiveAlreadyOff: return "the predictive bar is already off"
        case .predictiveOn: return "predictive bar on: the keyboard is {height} pt high"
        case .predictiveOff: return "predictive bar off: the keyboard is {height} pt high"
        case .hardwareAlreadyConnected: return "the hardware keyboard is already connected"
        case .hardwareAlreadyDisconnected: return "the hardware keyboard is already disconnected"
        case .hardwareConnected: return "hardware keyboard connected"
        case .hardwareDisconnected: return "hardware keyboard disconnected"
        case .keyboardDocks: return "the keyboard docks again: keyboardWillShow is posted"
        case .keyboardUndocksWhileUp: return "the keyboard is undocked: keyboardWillHide is posted; while it floats only ChangeFrame"
        case .keyboardUndocks: return "the keyboard is undocked: while it is, only the ChangeFrame pair is posted"
        case .remoteHides: return "the other app's keyboard hides (isLocal false)"
        case .remoteCannotShow: return "this app's keyboard is up; the other app's keyboard cannot show now"
        case .remoteShows: return "another app's keyboard shows (iPad multitasking): isLocal is false"
        case .forgetRemoval: return "forget-removal: the observers are NOT removed and keep firing"
        case .observersRemoved: return "NotificationCenter.default.removeObserver(self, name: ...)  // observers removed"
        case .firstResponderResignsOnDisappear: return "the screen's first responder resigns as the screen goes away"
        case .screenAppears: return "the screen appears again"
        case .observersRegisteredAgain: return "NotificationCenter.default.addObserver(self, ...)  // observers registered again"
        case .screenPopped: return "the navigation controller pops the screen and lets go of its controller"
        case .controllerReleased: return "{controller} is deallocated: nothing else held it"
        case .controllerStillAlive: return "{controller} is still alive after the pop: something it registered holds it (a closure that captures self strongly; write [weak self])"
        case .kindAlreadyChosen: return "the {kind} keyboard is already chosen"
        case .kindNextTime: return "the {kind} keyboard will come up next time"
        case .kindSwitched: return "the user switches to the {kind} keyboard: the show notifications are posted again"
        case .kindGrows: return "the {kind} keyboard grows while up (its bar arrives): WillShow is posted again"
        case .kindLoads: return "the {kind} keyboard has loaded and reports its keys' height: WillShow is posted again"
        case .onDragStarts: return "keyboardDismissMode .onDrag: the drag starts and the keyboard goes down"
        case .interactiveFollows: return "keyboardDismissMode .interactive: the keyboard follows the finger, and no notification is posted until it lifts"
        case .interactiveDragStep: return "the finger drags the keyboard's top to y {y}: nothing is posted (keyboardLayoutGuide and an inputAccessoryView follow)"
        case .letGoEarly: return "the finger lifts early: the keyboard snaps back up, and only now the show sequence is posted"
        case .letGoLow: return "the finger lifts low: only now the hide sequence is posted, from where the keyboard was let go (duration 0), and {field} resigns"
        case .alreadyOriented: return "already {orientation}: nothing happens"
        case .rotationHides: return "rotation: the keyboard hides with the {orientation} frames, in the rotation's time"
        case .windowRotates: return "the window rotates: view.frame {old} → {new}"
        case .rotationShows: return "rotation: the keyboard shows again with the {orientation} frames"
        case .observerNeverRemoved: return "the screen is gone, but its observer was never removed: {handler} still runs"
        case .layoutPassFailed: return "layout pass failed, frames unchanged: {error}"
        case .hookCrashed: return "the app would crash here: keylab keeps the screen as it was before {handler} and goes on"
        case .hookCrashedConstraintsKept: return "the app would crash here: keylab leaves the constraints as they were and goes on"
        case .outletsConnected: return "outlets connected: {names}"
        case .outletNotConnected: return "outlet {name} is declared {declared} but the scene's view of that name is a {actual}: not connected"
        case .foreignViewConstrained: return "constraint: a view that is not on keylab's screen was constrained; keylab ignores it"
        case .focusChainStopped: return "{field}.becomeFirstResponder() not followed: the handlers asked for a new first responder {limit} times in a row"
        case .reasonConstraintsChanged: return "constraints changed (layoutIfNeeded in the keyboard animation)"
        case .reasonKeyboardLayoutGuide: return "keyboardLayoutGuide moved with the keyboard"
        case .reasonSwiftUISafeArea: return "SwiftUI: the safe area follows the keyboard"
        case .reasonSheetResized: return "the sheet changed size"
        case .reasonRotation: return "rotation to {orientation}"
        case .reasonLayoutIfNeeded: return "layoutIfNeeded(): laid out at once, before the code goes on"
        }
    }

    var korean: String {
        switch self {
        case .keyboardAlreadyVisible: return "키보드가 이미 보여요: 아무 알림도 게시되지 않아요"
        case .hardwareKeepsSoftwareDown: return "하드웨어 키보드가 연결돼 있어요: 소프트웨어 키보드는 나타나지 않아요"
        case .keyboardAlreadyHidden: return "키보드가 이미 숨어 있어요: 아무 알림도 게시되지 않아요"
        case .alreadyFirstResponder: return "{field} 필드가 이미 퍼스트 리스폰더예요: 아무 알림도 게시되지 않아요"
        case .hardwareNothingComes: return "iPhone의 하드웨어 키보드: 소프트웨어 키보드는 올라오지 않는데도 UIKit이 숨김 알림을 게시해요(WillShow는 없어요)"
        case .hardwareResignHides: return "iPhone의 하드웨어 키보드: 필드가 퍼스트 리스폰더를 내려놓고 숨김 알림이 다시 게시돼요"
        case .hardwareBar: return "하드웨어 키보드: 알림은 여전히 소프트웨어 키보드 전체를 알리지만, 화면에는 {bar} pt 막대만 있어요"
        case .hardwareBarAndAccessory:
            return "하드웨어 키보드: 알림은 여전히 소프트웨어 키보드 전체를 알리지만, 화면에는 {bar} pt 막대와 {accessory} pt 액세서리 뷰만 있어요"
        case .hardwareAccessory: return "하드웨어 키보드: {accessory} pt 입력 액세서리 뷰만 알림과 함께 올라와요"
        case .switchingFields: return "키보드가 떠 있는 채로 필드를 바꿔요: 보이기 알림이 다시 게시돼요"
        case .nothingToDismiss: return "퍼스트 리스폰더가 없어요: 내릴 키보드가 없어요"
        case .predictiveAlreadyOn: return "예측 입력 바가 이미 켜져 있어요"
        case .predictiveAlreadyOff: return "예측 입력 바가 이미 꺼져 있어요"
        case .predictiveOn: return "예측 입력 바 켬: 키보드 높이는 {height} pt예요"
        case .predictiveOff: return "예측 입력 바 끔: 키보드 높이는 {height} pt예요"
        case .hardwareAlreadyConnected: return "하드웨어 키보드가 이미 연결돼 있어요"
        case .hardwareAlreadyDisconnected: return "하드웨어 키보드가 이미 분리돼 있어요"
        case .hardwareConnected: return "하드웨어 키보드를 연결했어요"
        case .hardwareDisconnected: return "하드웨어 키보드를 분리했어요"
        case .keyboardDocks: return "키보드가 다시 도킹돼요: keyboardWillShow가 게시돼요"
        case .keyboardUndocksWhileUp: return "키보드가 분리돼요: keyboardWillHide가 게시되고, 떠 있는 동안에는 ChangeFrame만 게시돼요"
        case .keyboardUndocks: return "키보드가 분리돼요: 분리된 동안에는 ChangeFrame 한 쌍만 게시돼요"
        case .remoteHides: return "다른 앱의 키보드가 숨어요(isLocal false)"
        case .remoteCannotShow: return "이 앱의 키보드가 떠 있어요: 지금은 다른 앱의 키보드가 나타날 수 없어요"
        case .remoteShows: return "다른 앱의 키보드가 나타나요(iPad 멀티태스킹): isLocal은 false예요"
        case .forgetRemoval: return "forget-removal: 옵저버를 제거하지 않아서 핸들러가 계속 실행돼요"
        case .observersRemoved: return "NotificationCenter.default.removeObserver(self, name: ...)  // 옵저버 제거"
        case .firstResponderResignsOnDisappear: return "화면이 사라지면서 화면의 퍼스트 리스폰더를 내려놓아요"
        case .screenAppears: return "화면이 다시 나타나요"
        case .observersRegisteredAgain: return "NotificationCenter.default.addObserver(self, ...)  // 옵저버 다시 등록"
        case .screenPopped: return "내비게이션 컨트롤러가 화면을 pop하고 뷰 컨트롤러를 놓아요"
        case .controllerReleased: return "{controller}이(가) 해제됐어요. 다른 곳에서 붙잡고 있지 않았어요"
        case .controllerStillAlive: return "pop 뒤에도 {controller}이(가) 살아 있어요. 등록한 것이 붙잡고 있어요(self를 강하게 캡처하는 클로저라면 [weak self]로 쓰세요)"
        case .kindAlreadyChosen: return "이미 {kind} 키보드를 골랐어요"
        case .kindNextTime: return "다음에는 {kind} 키보드가 올라와요"
        case .kindSwitched: return "사용자가 {kind} 키보드로 바꿔요: 보이기 알림이 다시 게시돼요"
        case .kindGrows: return "{kind} 키보드가 떠 있는 동안 커져요(막대가 붙어요): WillShow가 다시 게시돼요"
        case .kindLoads: return "{kind} 키보드가 로드를 마치고 키의 높이를 알려요: WillShow가 다시 게시돼요"
        case .onDragStarts: return "keyboardDismissMode .onDrag: 끌기가 시작되면 키보드가 내려가요"
        case .interactiveFollows: return "keyboardDismissMode .interactive: 키보드가 손가락을 따라오고, 손가락을 뗄 때까지 알림은 하나도 게시되지 않아요"
        case .interactiveDragStep: return "손가락이 키보드 위쪽을 y {y}까지 끌어내려요: 알림은 없어요(keyboardLayoutGuide와 inputAccessoryView는 따라와요)"
        case .letGoEarly: return "손가락을 일찍 뗐어요: 키보드가 다시 올라가고, 이제야 표시 알림이 게시돼요"
        case .letGoLow: return "손가락을 아래에서 뗐어요: 이제야 놓인 자리에서부터 숨김 알림이 게시되고(duration 0) {field} 필드가 퍼스트 리스폰더를 내려놓아요"
        case .alreadyOriented: return "이미 {orientation} 방향이에요: 아무 일도 일어나지 않아요"
        case .rotationHides: return "회전: 키보드가 {orientation} 프레임으로, 회전 시간 동안 숨어요"
        case .windowRotates: return "창이 회전해요: view.frame {old} → {new}"
        case .rotationShows: return "회전: 키보드가 {orientation} 프레임으로 다시 나타나요"
        case .observerNeverRemoved: return "화면은 사라졌지만 옵저버를 제거하지 않았어요: {handler} 핸들러가 여전히 실행돼요"
        case .layoutPassFailed: return "레이아웃 패스 실패, 프레임은 그대로예요: {error}"
        case .hookCrashed: return "실제 앱이라면 여기서 크래시가 나요: keylab은 화면을 {handler} 전 상태로 두고 계속해요"
        case .hookCrashedConstraintsKept: return "실제 앱이라면 여기서 크래시가 나요: keylab은 제약을 그대로 두고 계속해요"
        case .outletsConnected: return "연결된 아웃렛: {names}"
        case .outletNotConnected: return "아웃렛 {name}은(는) {declared}(으)로 선언됐지만 화면에 있는 같은 이름의 뷰는 {actual}이에요: 연결하지 않았어요"
        case .foreignViewConstrained: return "제약: keylab 화면에 없는 뷰에 제약을 걸었어요. keylab은 이 제약을 무시해요"
        case .focusChainStopped: return "{field}.becomeFirstResponder()를 따르지 않았어요: 핸들러가 {limit}번 연속으로 새 퍼스트 리스폰더를 요청했어요"
        case .reasonConstraintsChanged: return "제약이 바뀌었어요(키보드 애니메이션 안의 layoutIfNeeded)"
        case .reasonKeyboardLayoutGuide: return "keyboardLayoutGuide가 키보드와 함께 움직였어요"
        case .reasonSwiftUISafeArea: return "SwiftUI: safe area가 키보드를 따라가요"
        case .reasonSheetResized: return "시트의 크기가 바뀌었어요"
        case .reasonRotation: return "{orientation} 방향으로 회전"
        case .reasonLayoutIfNeeded: return "layoutIfNeeded(): 코드가 계속되기 전에 바로 레이아웃해요"
        }
    }
}

extension Messages {
    /// An engine remark in the session's language (English: the engine's own words).
    func engineNote(_ note: EngineNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        let r = { (v: Rect) in "(\(n(v.x)), \(n(v.y)), \(n(v.width)), \(n(v.height)))" }
        switch note {
        case .keyboardAlreadyVisible: return text(EngineNoteMessage.keyboardAlreadyVisible)
        case .hardwareKeepsSoftwareDown: return text(EngineNoteMessage.hardwareKeepsSoftwareDown)
        case .keyboardAlreadyHidden: return text(EngineNoteMessage.keyboardAlreadyHidden)
        case .alreadyFirstResponder(let field): return text(EngineNoteMessage.alreadyFirstResponder, ["field": field])
        case .hardwareNothingComes: return text(EngineNoteMessage.hardwareNothingComes)
        case .hardwareResignHides: return text(EngineNoteMessage.hardwareResignHides)
        case .hardwareBar(let bar, let accessory):
            return accessory > 0 ? text(EngineNoteMessage.hardwareBarAndAccessory, ["bar": n(bar), "accessory": n(accessory)])
                : text(EngineNoteMessage.hardwareBar, ["bar": n(bar)])
        case .hardwareAccessory(let accessory): return text(EngineNoteMessage.hardwareAccessory, ["accessory": n(accessory)])
        case .switchingFields: return text(EngineNoteMessage.switchingFields)
        case .nothingToDismiss: return text(EngineNoteMessage.nothingToDismiss)
        case .predictiveAlready(let on): return text(on ? EngineNoteMessage.predictiveAlreadyOn : .predictiveAlreadyOff)
        case .predictiveSet(let on, let height): return text(on ? EngineNoteMessage.predictiveOn : .predictiveOff, ["height": height])
        case .hardwareAlready(let connected):
            return text(connected ? EngineNoteMessage.hardwareAlreadyConnected : .hardwareAlreadyDisconnected)
        case .hardwareConnected: return text(EngineNoteMessage.hardwareConnected)
        case .hardwareDisconnected: return text(EngineNoteMessage.hardwareDisconnected)
        case .keyboardDocks: return text(EngineNoteMessage.keyboardDocks)
        case .keyboardUndocksWhileUp: return text(EngineNoteMessage.keyboardUndocksWhileUp)
        case .keyboardUndocks: return text(EngineNoteMessage.keyboardUndocks)
        case .remoteHides: return text(EngineNoteMessage.remoteHides)
        case .remoteCannotShow: return text(EngineNoteMessage.remoteCannotShow)
        case .remoteShows: return text(EngineNoteMessage.remoteShows)
        case .forgetRemoval: return text(EngineNoteMessage.forgetRemoval)
        case .observersRemoved: return text(EngineNoteMessage.observersRemoved)
        case .firstResponderResignsOnDisappear: return text(EngineNoteMessage.firstResponderResignsOnDisappear)
        case .screenAppears: return text(EngineNoteMessage.screenAppears)
        case .observersRegisteredAgain: return text(EngineNoteMessage.observersRegisteredAgain)
        case .screenPopped: return text(EngineNoteMessage.screenPopped)
        case .controllerReleased(let c): return text(EngineNoteMessage.controllerReleased, ["controller": c])
        case .controllerStillAlive(let c): return text(EngineNoteMessage.controllerStillAlive, ["controller": c])
        case .kindAlreadyChosen(let kind): return text(EngineNoteMessage.kindAlreadyChosen, ["kind": kind.word])
        case .kindNextTime(let kind): return text(EngineNoteMessage.kindNextTime, ["kind": kind.word])
        case .kindSwitched(let kind): return text(EngineNoteMessage.kindSwitched, ["kind": kind.word])
        case .kindGrows(let kind): return text(EngineNoteMessage.kindGrows, ["kind": kind.word])
        case .kindLoads(let kind): return text(EngineNoteMessage.kindLoads, ["kind": kind.word])
        case .onDragStarts: return text(EngineNoteMessage.onDragStarts)
        case .interactiveFollows: return text(EngineNoteMessage.interactiveFollows)
        case .interactiveDragStep(let y): return text(EngineNoteMessage.interactiveDragStep, ["y": n(y)])
        case .letGoEarly: return text(EngineNoteMessage.letGoEarly)
        case .letGoLow(let field): return text(EngineNoteMessage.letGoLow, ["field": field])
        case .alreadyOriented(let o): return text(EngineNoteMessage.alreadyOriented, ["orientation": orientation(o)])
        case .rotationHides(let o): return text(EngineNoteMessage.rotationHides, ["orientation": orientation(o)])
        case .windowRotates(let old, let new):
            return text(EngineNoteMessage.windowRotates, ["old": r(old), "new": r(new)])
        case .rotationShows(let o): return text(EngineNoteMessage.rotationShows, ["orientation": orientation(o)])
        case .observerNeverRemoved(let handler): return text(EngineNoteMessage.observerNeverRemoved, ["handler": handler])
        case .layoutPassFailed(let error): return text(EngineNoteMessage.layoutPassFailed, ["error": simError(error)])
        case .hookCrashed(let handler): return text(EngineNoteMessage.hookCrashed, ["handler": handler])
        case .hookCrashedConstraintsKept: return text(EngineNoteMessage.hookCrashedConstraintsKept, [:])
        case .outletsConnected(let names): return text(EngineNoteMessage.outletsConnected, ["names": names.joined(separator: ", ")])
        case .outletNotConnected(let name, let declared, let actual):
            return text(EngineNoteMessage.outletNotConnected, ["name": name, "declared": declared, "actual": actual])
        case .foreignViewConstrained: return text(EngineNoteMessage.foreignViewConstrained, [:])
        case .focusChainStopped(let field, let limit):
            return text(EngineNoteMessage.focusChainStopped, ["field": field, "limit": String(limit)])
        case .presentation(let p): return presentationNote(p)
        case .undocked(let note): return undockedNote(note)
        case .inputViews(let note): return inputViewNote(note)
        case .codeViews(let note): return codeViewNote(note)
        case .assistant(let note): return assistantNote(note)
        }
    }

    /// Why a layout pass ran, in the session's language.
    func layoutReason(_ reason: LayoutReason) -> String {
        if language == .english { return reason.english }
        switch reason {
        case .constraintsChanged: return text(EngineNoteMessage.reasonConstraintsChanged)
        case .keyboardLayoutGuideMoved: return text(EngineNoteMessage.reasonKeyboardLayoutGuide)
        case .swiftUISafeArea: return text(EngineNoteMessage.reasonSwiftUISafeArea)
        case .sheetResized: return text(EngineNoteMessage.reasonSheetResized)
        case .rotation(let o): return text(EngineNoteMessage.reasonRotation, ["orientation": orientation(o)])
        case .layoutIfNeeded: return text(EngineNoteMessage.reasonLayoutIfNeeded)
        }
    }
}
