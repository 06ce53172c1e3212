/// What a built-in strategy's handler says in words: a check, an early
/// return, a remark, or a computed value's meaning (`end frame height`), as a
/// key with its values. The engine knows no languages: `english` is its own
/// wording, and the session translates the key for other languages.
public enum HandlerNote: Equatable, Hashable, Sendable {
    case isLocal(Bool)
    case noEditingField
    /// IQKeyboardManager leaves fields inside a UITableViewController alone
    /// (`disabledDistanceHandlingClasses`): UIKit's own inset is all there is.
    case tableControllerExcluded
    case bringRootBackDown
    case restoreRootOrigin
    case restoreScrollInset
    case resignBeforeRotating
    case movedViewGone
    case notFirstResponderElse(field: String)
    case rememberNewOrigin
    case isFirstResponder(field: String)
    case isKeyboardOnShow(Bool)
    case rememberShift
    case firstResponderFlag(field: String, Bool)
    case isKeyboardOnHide(Bool)
    case forgetShift
    case noBottomPin
    case pushViewNotCovered(view: String)
    case nothingChanged
    case restoreConstant(anchor: String)
    case scrollViewGone
    case noFocusedTextView
    case fieldFrameInScroll
    case midYAboveThreshold
    case scrollRectToVisible(visibleTop: Double, visibleBottom: Double, wanted: Double, minOffset: Double, maxOffset: Double)
    case insetsBackToZero
    case ignoresSafeArea
    case safeAreaBack
    // What a computed value means, when it is words rather than a formula.
    case endFrameHeight
    case minimumScrollShowsRow
    case grownKeyboardOnScreen
    case topRoomBottomNeed
    case insetBelowSafeBottom
    case endFrameTopInView
    case safeAreaWithKeyboard
    // Remarks on a computed value.
    case setNotAdded
    case hideEndFrameKeepsHeight
    // Words in a UIKit line's comment.
    case backToOriginalConstraint
    case constantsUnchanged
    case stays

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .isLocal(let isLocal): return "isLocal is \(isLocal): \(isLocal ? "this app's keyboard, go on" : "another app's keyboard, return")"
        case .noEditingField: return "no text field is editing: return"
        case .tableControllerExcluded: return "the field is in a UITableViewController, which IQKeyboardManager excludes by default: return (UIKit's own inset applies)"
        case .bringRootBackDown: return "moveUp < 0: bring the root back down, not below where it started"
        case .restoreRootOrigin: return "restore the root view's origin"
        case .restoreScrollInset: return "restore the scroll view's inset; the offset stays (restoreContentOffset is false)"
        case .resignBeforeRotating: return "resign first responder before rotating (the common fix)"
        case .movedViewGone: return "the view to move no longer exists: return"
        case .notFirstResponderElse(let field): return "\(field).isFirstResponder is false → else branch: is the view still shifted?"
        case .rememberNewOrigin: return "remember: keyboard no longer handled, new originY"
        case .isFirstResponder(let field): return "\(field) is first responder"
        case .isKeyboardOnShow(let flag): return "isKeyboard is \(flag): \(flag ? "already shifted, return" : "not shifted yet, go on")"
        case .rememberShift: return "remember the shift"
        case .firstResponderFlag(let field, let flag): return "\(field).isFirstResponder is \(flag)"
        case .isKeyboardOnHide(let flag): return "isKeyboard is \(flag): \(flag ? "shifted, undo it" : "nothing to undo, return")"
        case .forgetShift: return "forget the shift"
        case .noBottomPin: return "no view is pinned to safe.bottom: no bottom constraint to change"
        case .pushViewNotCovered(let view): return "innerBottom ≤ buttonTop: \(view) is not covered, its top stays"
        case .nothingChanged: return "nothing was changed: the constants are already the original ones"
        case .restoreConstant(let anchor): return "restore the original \(anchor) constant"
        case .scrollViewGone: return "the scroll view no longer exists: return"
        case .noFocusedTextView: return "no focused text view: return"
        case .fieldFrameInScroll: return "the field's frame in the scroll view's coordinates"
        case .midYAboveThreshold: return "field.midY > visibleHeight × threshold?"
        case .scrollRectToVisible(let top, let bottom, let wanted, let minOffset, let maxOffset):
            return "scrollRectToVisible: visible region \(num(top))…\(num(bottom)) (inset honoured); minimum scroll gives \(num(wanted)), clamped to \(num(minOffset))…\(num(maxOffset))"
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
}
