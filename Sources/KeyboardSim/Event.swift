/// Something that happens to the simulated screen; `Simulation.apply(_:)` runs it.
public enum Event: Equatable, Hashable, Sendable {
    /// The text field / text view becomes first responder (`:focus FIELD`):
    /// shows the keyboard, or switches fields when it is already up.
    case focus(String)
    /// The first responder resigns (`:dismiss`): hides the keyboard.
    case dismiss
    /// Drive the keyboard directly (`:keyboard show|hide`). Show needs no
    /// first responder: it simulates the system bringing the keyboard up.
    case keyboardShow
    case keyboardHide
    /// Rotate to an orientation; nil toggles (`:rotate`).
    case rotate(to: Orientation?)
    /// The predictive (QuickType) bar on or off; changes the keyboard height.
    case predictive(Bool)
    /// A hardware keyboard connected or not.
    case hardware(Bool)
    /// iPad only: undock/float the keyboard, or dock it again (toggles).
    case floating
    /// iPad only: split (undock full width) the keyboard, or dock it again (toggles).
    case split
    /// The user drags the undocked keyboard's top-left corner to (x, y) on the
    /// screen (`:keyboard drag [X] Y`); x nil keeps its x.
    case dragUndocked(x: Double?, y: Double)
    /// `view.keyboardLayoutGuide.followsUndockedKeyboard` (`:keyboard follows-undocked on|off`).
    case followsUndocked(Bool)
    /// Reduce Motion with Prefer Cross-Fade Transitions (`:keyboard reduce-motion on|off`).
    case reduceMotion(Bool)
    /// iPad only: the user minimizes or expands the hardware keyboard's
    /// assistant toolbar (`:keyboard assistant full|minimized`).
    case assistantToolbar(AssistantToolbar)
    /// `reloadInputViews()` on the first responder (`:reload-input-views`).
    case reloadInputViews
    /// The view controller's own `inputAccessoryView` with
    /// `canBecomeFirstResponder` (`:chat-bar HEIGHT [COMPOSER]|off`); nil
    /// removes it; `composer` is the field inside the bar.
    case controllerAccessory(Double?, composer: String?)
    /// Another app's keyboard (iPad multitasking) shows, or hides when it is up
    /// (toggles); notifications carry `isLocal: false`.
    case remote
    /// The screen goes away (`viewWillDisappear`): observers are removed unless
    /// the strategy forgets to.
    case screenDisappear
    /// The screen comes back (`viewDidLoad`/`viewWillAppear`): observers registered again.
    case screenAppear
    /// The navigation controller pops the screen (`:screen pop`): it disappears
    /// and is let go; a controller that something still holds (a closure that
    /// captures `self` strongly) stays alive, and its observers with it.
    case screenPop
    /// The screen presents a sheet over itself (`:screen sheet page-sheet|form-sheet`);
    /// `.fullScreen` is `screenDisappear`. The presenter's `viewWillDisappear`
    /// is not called under a sheet (iOS 13+).
    case sheetOver(PresentationStyle)
    /// The user switches keyboards with the globe key (`:keyboard emoji|cjk|third-party|standard`).
    case keyboardKind(KeyboardKind)
    /// The user drags a scroll view whose `keyboardDismissMode` is `.interactive`
    /// or `.onDrag` (`:drag-dismiss`); `cancelled`: the finger lets go before
    /// the keyboard is down, and it comes back.
    case dragDismiss(DragDismissMode, cancelled: Bool)

    /// How the event is written as a command (for the trace header).
    public var commandText: String {
        switch self {
        case .focus(let f): return ":focus \(f)"
        case .dismiss: return ":dismiss"
        case .keyboardShow: return ":keyboard show"
        case .keyboardHide: return ":keyboard hide"
        case .rotate(let o): return o.map { ":rotate \($0.rawValue)" } ?? ":rotate"
        case .predictive(let on): return ":keyboard predictive \(on ? "on" : "off")"
        case .hardware(let on): return ":keyboard hardware \(on ? "on" : "off")"
        case .floating: return ":keyboard floating"
        case .split: return ":keyboard split"
        case .dragUndocked(let x, let y): return ":keyboard drag " + (x.map { formatNumber($0) + " " } ?? "") + formatNumber(y)
        case .followsUndocked(let on): return ":keyboard follows-undocked \(on ? "on" : "off")"
        case .reduceMotion(let on): return ":keyboard reduce-motion \(on ? "on" : "off")"
        case .assistantToolbar(let form): return ":keyboard assistant \(form.rawValue)"
        case .reloadInputViews: return ":reload-input-views"
        case .controllerAccessory(let h, let c): return ":chat-bar " + (h.map { formatNumber($0) } ?? "off") + (c.map { " " + $0 } ?? "")
        case .remote: return ":keyboard remote"
        case .screenDisappear: return ":screen disappear"
        case .screenAppear: return ":screen appear"
        case .screenPop: return ":screen pop"
        case .sheetOver(let style): return ":screen sheet \(style.rawValue)"
        case .keyboardKind(let k): return ":keyboard \(k.word)"
        case .dragDismiss(let m, let c): return ":drag-dismiss \(m.rawValue)" + (c ? " cancel" : "")
        }
    }
}

/// `UIScrollView.keyboardDismissMode` values that dismiss by dragging.
public enum DragDismissMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `.interactive`: the keyboard follows the finger down.
    case interactive
    /// `.onDrag`: the keyboard goes down as soon as the drag starts.
    case onDrag = "on-drag"
}
