/// A remark the simulation makes between notifications (`the keyboard is
/// already visible: nothing is posted`), as a key with its values. The engine
/// knows no languages: `english` is its own wording, and the session
/// translates the key for other languages.
public enum EngineNote: Equatable, Hashable, Sendable {
    case keyboardAlreadyVisible
    case hardwareKeepsSoftwareDown
    case keyboardAlreadyHidden
    case alreadyFirstResponder(field: String)
    case hardwareNothingComes
    /// A hardware keyboard on an iPhone: the field resigns and the hide
    /// notifications come again, for a keyboard that never showed.
    case hardwareResignHides
    /// An iPad hardware keyboard: only its bar (and an accessory view of `accessory` pt) shows.
    case hardwareBar(bar: Double, accessory: Double)
    /// A hardware keyboard on an iPhone: only the accessory view shows.
    case hardwareAccessory(accessory: Double)
    case switchingFields
    case nothingToDismiss
    case predictiveAlready(on: Bool)
    /// `height` is the keyboard's height as shown (`≈` when estimated).
    case predictiveSet(on: Bool, height: String)
    case hardwareAlready(connected: Bool)
    case hardwareConnected
    case hardwareDisconnected
    case keyboardDocks
    case keyboardUndocksWhileUp
    case keyboardUndocks
    case remoteHides
    case remoteCannotShow
    case remoteShows
    case forgetRemoval
    /// `NotificationCenter.default.removeObserver(…)` with its comment.
    case observersRemoved
    case firstResponderResignsOnDisappear
    case screenAppears
    /// `NotificationCenter.default.addObserver(…)` with its comment.
    case observersRegisteredAgain
    /// `:screen pop`: the navigation controller lets go of the screen's controller.
    case screenPopped
    /// After a pop, the controller `name` was deallocated.
    case controllerReleased(String)
    /// After a pop, something still holds the controller `name` (a strong capture of `self`).
    case controllerStillAlive(String)
    case kindAlreadyChosen(KeyboardKind)
    case kindNextTime(KeyboardKind)
    case kindSwitched(KeyboardKind)
    case kindGrows(KeyboardKind)
    /// A third-party keyboard's first WillShow reports a zero height; it
    /// reports its keys once it has loaded.
    case kindLoads(KeyboardKind)
    case onDragStarts
    case interactiveFollows
    /// The finger has dragged the keyboard's top to `y`: nothing is posted.
    case interactiveDragStep(y: Double)
    case letGoEarly
    case letGoLow(field: String)
    case alreadyOriented(Orientation)
    case rotationHides(Orientation)
    case windowRotates(old: Rect, new: Rect)
    case rotationShows(Orientation)
    case observerNeverRemoved(handler: String)
    case layoutPassFailed(SimError)
    /// Notes about code attached to the scene (the learner's own controller).
    case hookCrashed(handler: String)
    case hookCrashedConstraintsKept
    case outletsConnected([String])
    case outletNotConnected(name: String, declared: String, actual: String)
    case foreignViewConstrained
    case focusChainStopped(field: String, limit: Int)
    /// Sheets (`Presentation.swift`).
    case presentation(PresentationNote)
    /// Undocked iPad keyboards and `followsUndockedKeyboard` (Simulation+Undocked.swift).
    case undocked(UndockedNote)
    /// Custom input views and the controller's accessory (Simulation+InputViews.swift).
    case inputViews(InputViewNote)
    /// Views made in the learner's code (CodeViewNote.swift).
    case codeViews(CodeViewNote)
    /// The iPadOS 15+ assistant toolbar (Simulation+AssistantToolbar.swift).
    case assistant(AssistantNote)

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .keyboardAlreadyVisible: return "the keyboard is already visible: nothing is posted"
        case .hardwareKeepsSoftwareDown: return "a hardware keyboard is connected: the software keyboard does not show"
        case .keyboardAlreadyHidden: return "the keyboard is already hidden: nothing is posted"
        case .alreadyFirstResponder(let field): return "\(field) is already first responder: nothing is posted"
        case .hardwareNothingComes: return "hardware keyboard on an iPhone: no software keyboard comes, yet UIKit posts the hide notifications (no WillShow)"
        case .hardwareResignHides: return "hardware keyboard on an iPhone: the field resigns and the hide notifications are posted again"
        case .hardwareBar(let bar, let accessory):
            return "hardware keyboard: the notifications still report the full software keyboard; only its \(num(bar)) pt bar"
                + (accessory > 0 ? " and the \(num(accessory)) pt accessory view are" : " is") + " on screen"
        case .hardwareAccessory(let accessory):
            return "hardware keyboard: only the \(num(accessory)) pt input accessory view comes up, with the notifications"
        case .switchingFields: return "switching fields with the keyboard up: the show notifications are posted again"
        case .nothingToDismiss: return "no first responder: nothing to dismiss"
        case .predictiveAlready(let on): return "the predictive bar is already \(on ? "on" : "off")"
        case .predictiveSet(let on, let height): return "predictive bar \(on ? "on" : "off"): the keyboard is \(height) pt high"
        case .hardwareAlready(let connected): return "the hardware keyboard is already \(connected ? "connected" : "disconnected")"
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
        case .controllerReleased(let c): return "\(c) is deallocated: nothing else held it"
        case .controllerStillAlive(let c):
            return "\(c) is still alive after the pop: something it registered holds it (a closure that captures self strongly; write [weak self])"
        case .kindAlreadyChosen(let kind): return "the \(kind.word) keyboard is already chosen"
        case .kindNextTime(let kind): return "the \(kind.word) keyboard will come up next time"
        case .kindSwitched(let kind): return "the user switches to the \(kind.word) keyboard: the show notifications are posted again"
        case .kindGrows(let kind): return "the \(kind.word) keyboard grows while up (its bar arrives): WillShow is posted again"
        case .kindLoads(let kind): return "the \(kind.word) keyboard has loaded and reports its keys' height: WillShow is posted again"
        case .onDragStarts: return "keyboardDismissMode .onDrag: the drag starts and the keyboard goes down"
        case .interactiveFollows: return "keyboardDismissMode .interactive: the keyboard follows the finger, and no notification is posted until it lifts"
        case .interactiveDragStep(let y): return "the finger drags the keyboard's top to y \(num(y)): nothing is posted (keyboardLayoutGuide and an inputAccessoryView follow)"
        case .letGoEarly: return "the finger lifts early: the keyboard snaps back up, and only now the show sequence is posted"
        case .letGoLow(let field): return "the finger lifts low: only now the hide sequence is posted, from where the keyboard was let go (duration 0), and \(field) resigns"
        case .alreadyOriented(let o): return "already \(o.rawValue): nothing happens"
        case .rotationHides(let o): return "rotation: the keyboard hides with the \(o.rawValue) frames, in the rotation's time"
        case .windowRotates(let old, let new): return "the window rotates: view.frame \(rectText(old)) → \(rectText(new))"
        case .rotationShows(let o): return "rotation: the keyboard shows again with the \(o.rawValue) frames"
        case .observerNeverRemoved(let handler): return "the screen is gone, but its observer was never removed: \(handler) still runs"
        case .layoutPassFailed(let error): return "layout pass failed, frames unchanged: " + error.message
        case .hookCrashed(let handler): return "the app would crash here: keylab keeps the screen as it was before \(handler) and goes on"
        case .hookCrashedConstraintsKept: return "the app would crash here: keylab leaves the constraints as they were and goes on"
        case .outletsConnected(let names): return "outlets connected: " + names.joined(separator: ", ")
        case .outletNotConnected(let name, let declared, let actual):
            return "outlet \(name) is declared \(declared) but the scene's view of that name is a \(actual): not connected"
        case .foreignViewConstrained: return "constraint: a view that is not on keylab's screen was constrained; keylab ignores it"
        case .focusChainStopped(let field, let limit):
            return "\(field).becomeFirstResponder() not followed: the handlers asked for a new first responder \(limit) times in a row"
        case .presentation(let note): return note.english
        case .undocked(let note): return note.english
        case .inputViews(let note): return note.english
        case .codeViews(let note): return note.english
        case .assistant(let note): return note.english
        }
    }
}

/// Why a layout pass ran.
public enum LayoutReason: Equatable, Hashable, Sendable {
    /// A handler changed a constraint; the pass runs in the keyboard animation.
    case constraintsChanged
    /// A view is pinned to the keyboard layout guide.
    case keyboardLayoutGuideMoved
    /// A SwiftUI screen's safe area follows the keyboard.
    case swiftUISafeArea
    /// A sheet changed size (a medium sheet grown to the large detent).
    case sheetResized
    /// The device rotated.
    case rotation(to: Orientation)
    /// The learner's code called `layoutIfNeeded()` after changing constraints: laid out at once.
    case layoutIfNeeded

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .constraintsChanged: return "constraints changed (layoutIfNeeded in the keyboard animation)"
        case .keyboardLayoutGuideMoved: return "keyboardLayoutGuide moved with the keyboard"
        case .swiftUISafeArea: return "SwiftUI: the safe area follows the keyboard"
        case .sheetResized: return "the sheet changed size"
        case .rotation(let o): return "rotation to \(o.rawValue)"
        case .layoutIfNeeded: return "layoutIfNeeded(): laid out at once, before the code goes on"
        }
    }
}
