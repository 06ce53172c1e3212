import KeyboardSim

/// What a built-in strategy's handler says in words (`HandlerNote`): its
/// checks, early returns, remarks and the meaning of a computed value.
/// English is the engine's own wording (`HandlerNote.english`); the
/// `english` templates here say the same for the catalogue's readers.
enum HandlerNoteMessage: String, CaseIterable, MessageEntry {
    case isLocalTrue, isLocalFalse, noEditingField, tableControllerExcluded, bringRootBackDown, restoreRootOrigin, restoreScrollInset
    case resignBeforeRotating, movedViewGone, notFirstResponderElse, rememberNewOrigin, isFirstResponder
    case isKeyboardOnShowTrue, isKeyboardOnShowFalse, rememberShift, firstResponderFlag
    case isKeyboardOnHideTrue, isKeyboardOnHideFalse, forgetShift, noBottomPin, pushViewNotCovered, nothingChanged
    case restoreConstant, scrollViewGone, noFocusedTextView, fieldFrameInScroll, midYAboveThreshold, scrollRectToVisible
    case insetsBackToZero, ignoresSafeArea, safeAreaBack
    case endFrameHeight, minimumScrollShowsRow, grownKeyboardOnScreen, topRoomBottomNeed, insetBelowSafeBottom
    case endFrameTopInView, safeAreaWithKeyboard, setNotAdded, hideEndFrameKeepsHeight
    case backToOriginalConstraint, constantsUnchanged, stays

    var english: String {
        switch self {
        case .isLocalTrue: return "isLocal is true: this app's keyboard, go on"
        case .isLocalFalse: return "isLocal is false: another app's keyboard, return"
        case .noEditingField: return "no text field is editing: return"
        case .tableControllerExcluded: return "the field is in a UITableViewController, which IQKeyboardManager excludes by default: return (UIKit's own inset applies)"
        case .bringRootBackDown: return "moveUp < 0: bring the root back down, not below where it started"
        case .restoreRootOrigin: return "restore the root view's origin"
        case .restoreScrollInset: return "restore the scroll view's inset; the offset stays (restoreContentOffset is false)"
        case .resignBeforeRotating: return "resign first responder before rotating (the common fix)"
        case .movedViewGone: return "the view to move no longer exists: return"
        case .notFirstResponderElse: return "{field}.isFirstResponder is false → else branch: is the view still shifted?"
        case .rememberNewOrigin: return "remember: keyboard no longer handled, new originY"
        case .isFirstResponder: return "{field} is first responder"
        case .isKeyboardOnShowTrue: return "isKeyboard is true: already shifted, return"
        case .isKeyboardOnShowFalse: return "isKeyboard is false: not shifted yet, go on"
        case .rememberShift: return "remember the shift"
        case .firstResponderFlag: return "{field}.isFirstResponder is {flag}"
        case .isKeyboardOnHideTrue: return "isKeyboard is true: shifted, undo it"
        case .isKeyboardOnHideFalse: return "isKeyboard is false: nothing to undo, return"
        case .forgetShift: return "forget the shift"
        case .noBottomPin: return "no view is pinned to safe.bottom: no bottom constraint to change"
        case .pushViewNotCovered: return "innerBottom ≤ buttonTop: {view} is not covered, its top stays"
        case .nothingChanged: return "nothing was changed: the constants are already the original ones"
        case .restoreConstant: return "restore the original {anchor} constant"
        case .scrollViewGone: return "the scroll view no longer exists: return"
        case .noFocusedTextView: return "no focused text view: return"
        case .fieldFrameInScroll: return "the field's frame in the scroll view's coordinates"
        case .midYAboveThreshold: return "field.midY > visibleHeight × threshold?"
        case .scrollRectToVisible:
            return "scrollRectToVisible: visible region {top}…{bottom} (inset honoured); minimum scroll gives {wanted}, clamped to {min}…{max}"
        case .insetsBackToZero: return "insets back to 0 (keylab's addition: the published rule has no hide handler)"
        case .ignoresSafeArea: return ".ignoresSafeArea(.keyboard): the safe area ignores the keyboard"
        case .safeAreaBack: return "the keyboard leaves: the safe area is back to its inset"
        case .endFrameHeight: return "end frame height"
        case .minimumScrollShowsRow: return "minimum scroll that shows the row"
        case .grownKeyboardOnScreen: return "grown keyboard on screen"
        case .topRoomBottomNeed: return "min(top room, bottom need)"
        case .insetBelowSafeBottom: return "kbSize − space below − safe bottom"
        case .endFrameTopInView: return "the end frame's top in the view's coordinates"
        case .safeAreaWithKeyboard: return "max(inset without keyboard, window.maxY − keyboard.minY)"
        case .setNotAdded: return "set, not added: nothing to measure once the keyboard is gone"
        case .hideEndFrameKeepsHeight: return "the hide end frame keeps its height"
        case .backToOriginalConstraint: return "go back to the original constraint"
        case .constantsUnchanged: return "constants unchanged"
        case .stays: return "stays"
        }
    }

    var korean: String {
        switch self {
        case .isLocalTrue: return "isLocal은 true: 이 앱의 키보드라서 계속해요"
        case .isLocalFalse: return "isLocal은 false: 다른 앱의 키보드라서 return해요"
        case .noEditingField: return "편집 중인 텍스트 필드가 없어요: return"
        case .tableControllerExcluded: return "필드가 UITableViewController 안에 있어요. IQKeyboardManager는 기본값으로 이 컨트롤러를 제외해요: return(UIKit의 자체 인셋만 적용돼요)"
        case .bringRootBackDown: return "moveUp < 0: 루트 뷰를 다시 내리되, 처음 위치보다 아래로는 내리지 않아요"
        case .restoreRootOrigin: return "루트 뷰의 origin을 되돌려요"
        case .restoreScrollInset: return "스크롤 뷰의 인셋을 되돌려요. offset은 그대로예요(restoreContentOffset이 false)"
        case .resignBeforeRotating: return "회전하기 전에 퍼스트 리스폰더를 내려놓아요(흔한 해결책)"
        case .movedViewGone: return "옮길 뷰가 더는 없어요: return"
        case .notFirstResponderElse: return "{field}.isFirstResponder는 false → else 분기: 뷰가 아직 올라가 있나요?"
        case .rememberNewOrigin: return "기억해요: 키보드는 더 이상 처리하지 않고, 새 originY"
        case .isFirstResponder: return "{field} 필드가 퍼스트 리스폰더예요"
        case .isKeyboardOnShowTrue: return "isKeyboard는 true: 이미 올렸으니 return해요"
        case .isKeyboardOnShowFalse: return "isKeyboard는 false: 아직 올리지 않았으니 계속해요"
        case .rememberShift: return "올린 것을 기억해요"
        case .firstResponderFlag: return "{field}.isFirstResponder는 {flag}"
        case .isKeyboardOnHideTrue: return "isKeyboard는 true: 올렸으니 되돌려요"
        case .isKeyboardOnHideFalse: return "isKeyboard는 false: 되돌릴 것이 없으니 return해요"
        case .forgetShift: return "올린 것을 잊어요"
        case .noBottomPin: return "safe.bottom에 고정된 뷰가 없어요: 바꿀 아래쪽 제약이 없어요"
        case .pushViewNotCovered: return "innerBottom ≤ buttonTop: {view} 뷰는 가려지지 않으니 위쪽은 그대로예요"
        case .nothingChanged: return "바꾼 것이 없어요: 상수가 이미 원래 값이에요"
        case .restoreConstant: return "원래의 {anchor} 상수로 되돌려요"
        case .scrollViewGone: return "스크롤 뷰가 더는 없어요: return"
        case .noFocusedTextView: return "포커스된 텍스트 뷰가 없어요: return"
        case .fieldFrameInScroll: return "스크롤 뷰 좌표계에서 본 필드의 프레임"
        case .midYAboveThreshold: return "field.midY가 visibleHeight × threshold보다 큰가요?"
        case .scrollRectToVisible:
            return "scrollRectToVisible: 보이는 영역 {top}…{bottom}(인셋 반영). 최소 스크롤은 {wanted}, {min}…{max} 범위로 제한"
        case .insetsBackToZero: return "인셋을 0으로 되돌려요(keylab이 더한 것: 공개된 규칙에는 숨기기 핸들러가 없어요)"
        case .ignoresSafeArea: return ".ignoresSafeArea(.keyboard): safe area가 키보드를 무시해요"
        case .safeAreaBack: return "키보드가 내려가요: safe area가 원래 인셋으로 돌아와요"
        case .endFrameHeight: return "end frame의 높이"
        case .minimumScrollShowsRow: return "행이 보이게 하는 최소 스크롤"
        case .grownKeyboardOnScreen: return "화면 위의 늘린 키보드"
        case .topRoomBottomNeed: return "min(위쪽 여유, 아래쪽 필요량)"
        case .insetBelowSafeBottom: return "kbSize − 아래쪽 공간 − safe area 아래쪽"
        case .endFrameTopInView: return "뷰 좌표계에서 본 end frame의 위쪽"
        case .safeAreaWithKeyboard: return "max(키보드 없을 때의 인셋, window.maxY − keyboard.minY)"
        case .setNotAdded: return "더하지 않고 대입해요: 키보드가 사라지면 잴 것이 없으니까요"
        case .hideEndFrameKeepsHeight: return "숨기기의 end frame도 높이를 유지해요"
        case .backToOriginalConstraint: return "원래 제약으로 되돌림"
        case .constantsUnchanged: return "상수는 그대로"
        case .stays: return "그대로"
        }
    }
}

extension Messages {
    /// A handler's words in the session's language (English: the engine's own words).
    func handlerNote(_ note: HandlerNote) -> String {
        if language == .english { return note.english }
        let n = { (v: Double) in formatNumber(v, ascii: false) }
        switch note {
        case .isLocal(let flag): return text(flag ? HandlerNoteMessage.isLocalTrue : .isLocalFalse)
        case .noEditingField: return text(HandlerNoteMessage.noEditingField)
        case .tableControllerExcluded: return text(HandlerNoteMessage.tableControllerExcluded)
        case .bringRootBackDown: return text(HandlerNoteMessage.bringRootBackDown)
        case .restoreRootOrigin: return text(HandlerNoteMessage.restoreRootOrigin)
        case .restoreScrollInset: return text(HandlerNoteMessage.restoreScrollInset)
        case .resignBeforeRotating: return text(HandlerNoteMessage.resignBeforeRotating)
        case .movedViewGone: return text(HandlerNoteMessage.movedViewGone)
        case .notFirstResponderElse(let field): return text(HandlerNoteMessage.notFirstResponderElse, ["field": field])
        case .rememberNewOrigin: return text(HandlerNoteMessage.rememberNewOrigin)
        case .isFirstResponder(let field): return text(HandlerNoteMessage.isFirstResponder, ["field": field])
        case .isKeyboardOnShow(let flag): return text(flag ? HandlerNoteMessage.isKeyboardOnShowTrue : .isKeyboardOnShowFalse)
        case .rememberShift: return text(HandlerNoteMessage.rememberShift)
        case .firstResponderFlag(let field, let flag):
            return text(HandlerNoteMessage.firstResponderFlag, ["field": field, "flag": String(flag)])
        case .isKeyboardOnHide(let flag): return text(flag ? HandlerNoteMessage.isKeyboardOnHideTrue : .isKeyboardOnHideFalse)
        case .forgetShift: return text(HandlerNoteMessage.forgetShift)
        case .noBottomPin: return text(HandlerNoteMessage.noBottomPin)
        case .pushViewNotCovered(let view): return text(HandlerNoteMessage.pushViewNotCovered, ["view": view])
        case .nothingChanged: return text(HandlerNoteMessage.nothingChanged)
        case .restoreConstant(let anchor): return text(HandlerNoteMessage.restoreConstant, ["anchor": anchor])
        case .scrollViewGone: return text(HandlerNoteMessage.scrollViewGone)
        case .noFocusedTextView: return text(HandlerNoteMessage.noFocusedTextView)
        case .fieldFrameInScroll: return text(HandlerNoteMessage.fieldFrameInScroll)
        case .midYAboveThreshold: return text(HandlerNoteMessage.midYAboveThreshold)
        case .scrollRectToVisible(let top, let bottom, let wanted, let minOffset, let maxOffset):
            return text(HandlerNoteMessage.scrollRectToVisible, ["top": n(top), "bottom": n(bottom), "wanted": n(wanted),
                                                                 "min": n(minOffset), "max": n(maxOffset)])
        case .insetsBackToZero: return text(HandlerNoteMessage.insetsBackToZero)
        case .ignoresSafeArea: return text(HandlerNoteMessage.ignoresSafeArea)
        case .safeAreaBack: return text(HandlerNoteMessage.safeAreaBack)
        case .endFrameHeight: return text(HandlerNoteMessage.endFrameHeight)
        case .minimumScrollShowsRow: return text(HandlerNoteMessage.minimumScrollShowsRow)
        case .grownKeyboardOnScreen: return text(HandlerNoteMessage.grownKeyboardOnScreen)
        case .topRoomBottomNeed: return text(HandlerNoteMessage.topRoomBottomNeed)
        case .insetBelowSafeBottom: return text(HandlerNoteMessage.insetBelowSafeBottom)
        case .endFrameTopInView: return text(HandlerNoteMessage.endFrameTopInView)
        case .safeAreaWithKeyboard: return text(HandlerNoteMessage.safeAreaWithKeyboard)
        case .setNotAdded: return text(HandlerNoteMessage.setNotAdded)
        case .hideEndFrameKeepsHeight: return text(HandlerNoteMessage.hideEndFrameKeepsHeight)
        case .backToOriginalConstraint: return text(HandlerNoteMessage.backToOriginalConstraint)
        case .constantsUnchanged: return text(HandlerNoteMessage.constantsUnchanged)
        case .stays: return text(HandlerNoteMessage.stays)
        }
    }
}
