/// A universal property of good keyboard handling that the gauntlet checks
/// after every step of every sequence (DESIGN.md §9).
public enum GauntletProperty: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The focused field is fully visible: not under the keyboard, not below the window.
    case fieldVisible = "field-visible"
    /// The focused field's top is not above the top of the safe area.
    case insideSafeArea = "inside-safe-area"
    /// A view that rests on the bottom of the safe area and moved with the
    /// keyboard sits on it: no gap wider than its resting one plus the margin.
    case sitsOnKeyboard = "sits-on-keyboard"
    /// With the keyboard down, every view is back where it rested.
    case restingLayout = "resting-layout"
    /// The same keyboard on the same field gives the same layout every time.
    case noDrift = "no-drift"
    /// No handler runs while the screen is off (another screen is on top).
    case quietOffScreen = "quiet-off-screen"
    /// An animation started for a keyboard notification uses its duration and curve.
    case keyboardTiming = "keyboard-timing"
    /// The code does not crash.
    case noCrash = "no-crash"
    /// Once its screen is popped, the controller is deallocated: no retain
    /// cycle (a closure that captures `self` strongly) keeps it alive.
    case releasedAfterPop = "released-after-pop"

    /// The id as reports write it.
    public var id: String { rawValue }

    /// The property in one line (the engine's own English).
    public var english: String {
        switch self {
        case .fieldVisible: return "the focused field is fully visible"
        case .insideSafeArea: return "nothing is pushed above the safe area"
        case .sitsOnKeyboard: return "a bar resting on the bottom sits on the keyboard, no gap"
        case .restingLayout: return "the resting layout is back once the keyboard is down"
        case .noDrift: return "the same keyboard gives the same layout every time"
        case .quietOffScreen: return "no handler runs while the screen is off"
        case .keyboardTiming: return "animations use the notification's duration and curve"
        case .noCrash: return "no crash"
        case .releasedAfterPop: return "the controller is deallocated once its screen is popped"
        }
    }
}

/// What broke a property, with its numbers. The session words it; `english`
/// is the engine's own wording.
public enum GauntletFinding: Equatable, Hashable, Sendable {
    /// The keyboard covers `by` points of the field.
    case covered(field: String, by: Double)
    /// The field's bottom is below the window's bottom by `by` points.
    case belowScreen(field: String, by: Double)
    /// The field's top is above the safe area's top by `by` points.
    case aboveSafeArea(field: String, by: Double)
    /// `view` floats `gap` points above the keyboard; `allowed` at most.
    case gap(view: String, gap: Double, allowed: Double)
    /// `view` rests at `expected` but is at `found` with the keyboard down.
    case notRestored(view: String, what: String, expected: Double, found: Double)
    /// The same keyboard gave `first` the first time and `found` now.
    case drifted(view: String, what: String, first: Double, found: Double)
    /// A handler ran while the screen was off.
    case handlerOffScreen(handler: String)
    /// An animation in a handler of `notification` did not use its timing.
    case timing(HandlerAnimation)
    /// The code crashed, with the crash's first line.
    case crashed(message: String)
    /// The controller `controller` was still alive after its screen was popped.
    case stillAlive(controller: String)

    /// The property it breaks.
    public var property: GauntletProperty {
        switch self {
        case .covered, .belowScreen: return .fieldVisible
        case .aboveSafeArea: return .insideSafeArea
        case .gap: return .sitsOnKeyboard
        case .notRestored: return .restingLayout
        case .drifted: return .noDrift
        case .handlerOffScreen: return .quietOffScreen
        case .timing: return .keyboardTiming
        case .crashed: return .noCrash
        case .stillAlive: return .releasedAfterPop
        }
    }

    /// The finding in the engine's English, with its numbers.
    public var english: String {
        switch self {
        case .covered(let f, let n): return "\(f) is covered by \(formatNumber(n)) pt"
        case .belowScreen(let f, let n): return "\(f) is \(formatNumber(n)) pt below the bottom of the screen"
        case .aboveSafeArea(let f, let n): return "\(f) is \(formatNumber(n)) pt above the safe area's top"
        case .gap(let v, let g, let a):
            return "\(v) floats \(formatNumber(g)) pt above the keyboard (at most \(formatNumber(a)) pt)"
        case .notRestored(let v, let w, let e, let f):
            return "\(v).\(w) is \(formatNumber(f)) with the keyboard down; it rested at \(formatNumber(e))"
        case .drifted(let v, let w, let a, let f):
            return "\(v).\(w) is \(formatNumber(f)); the same keyboard gave \(formatNumber(a)) the first time"
        case .handlerOffScreen(let h): return "\(h) ran while the screen was off"
        case .timing(let a):
            return "an animation in \(a.notification)'s handler runs \(formatNumber(a.duration)) s, curve "
                + (a.curve.map { String($0) } ?? "none") + "; the notification gave \(formatNumber(a.given.duration)) s, curve \(a.given.curve)"
        case .crashed(let m): return "crashed: \(m)"
        case .stillAlive(let c):
            return "\(c) is still alive after its screen was popped: a closure it keeps captures self strongly"
        }
    }
}
