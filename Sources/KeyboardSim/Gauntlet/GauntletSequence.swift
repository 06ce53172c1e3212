/// One named real-world event sequence of the gauntlet (DESIGN.md §9): what
/// users and iOS do to a screen with a keyboard, in the order it happens.
/// Each is written once in terms of the scene's fields (`low`: the text
/// input lowest on screen at rest, the one a keyboard covers first; `high`:
/// the highest other one), so it runs on any scene, device and orientation.
public enum GauntletSequence: String, CaseIterable, Equatable, Hashable, Sendable {
    case show
    case switchFields = "switch-fields"
    case emoji
    case cjk
    case thirdParty = "third-party"
    case predictiveOn = "predictive-on"
    case predictiveOff = "predictive-off"
    case rotate
    case hideShow = "hide-show"
    case cycles
    case disappearAppear = "disappear-appear"
    case pushPop = "push-pop"
    case interactiveDismiss = "interactive-dismiss"
    case hardware
    case undocked
    case splitView = "split-view"
    case pageSheet = "page-sheet"

    /// The id as commands and reports write it (`switch-fields`).
    public var id: String { rawValue }

    /// Where the undocked sequence drags the floating keyboard's top to: a third of the way
    /// down the smallest iPad, above the fields a keyboard would cover.
    public static let undockedDragY = 300.0

    /// How many show/hide cycles `cycles` runs.
    public static let cycleCount = 3

    /// What the sequence stands for, in one line (the session words it in the
    /// learner's language; this is the engine's own English).
    public var english: String {
        switch self {
        case .show: return "tap the lowest field: the keyboard comes up; dismiss it"
        case .switchFields: return "with the keyboard up, tap another field, then the first again"
        case .emoji: return "with the keyboard up, switch to the emoji keyboard: WillShow comes again"
        case .cjk: return "with the keyboard up, switch to a Chinese/Japanese/Korean keyboard: it grows in two WillShows"
        case .thirdParty: return "with the keyboard up, switch to a third-party keyboard: it grows once it has loaded"
        case .predictiveOn: return "with the keyboard up, the predictive bar comes on: the keyboard grows"
        case .predictiveOff: return "with the keyboard up, the predictive bar goes off: the keyboard shrinks"
        case .rotate: return "rotate with the keyboard up, and back (hide and show with the new frames)"
        case .hideShow: return "dismiss the keyboard, then bring it up again"
        case .cycles: return "show and hide the keyboard \(GauntletSequence.cycleCount) times"
        case .disappearAppear: return "the screen goes away with the keyboard up and comes back"
        case .pushPop: return "push another screen that uses the keyboard, pop back; then this screen is popped and let go"
        case .interactiveDismiss: return "drag the scroll view: the keyboard follows the finger, goes back up, then down"
        case .hardware: return "iPad with a hardware keyboard: only the shortcut bar shows"
        case .undocked: return "iPad: undock the keyboard while it is up (WillHide), drag it up the screen, then dock it again"
        case .splitView: return "iPad in Split View: the keyboard's frame is in screen coordinates, the window is narrower"
        case .pageSheet: return "in a page sheet: show, hide; then a sheet over it shows its own keyboard"
        }
    }

    /// Whether the sequence needs an iPad.
    public var needsIPad: Bool { self == .hardware || self == .undocked || self == .splitView }

    /// Whether the sequence needs a second text input.
    public var needsTwoFields: Bool { self == .switchFields }

    /// Whether the sequence drags a scroll view (only a scroll view can dismiss by dragging).
    public var needsScrollView: Bool { self == .interactiveDismiss }

    /// Whether the sequence turns the screen round (its resting layout in the
    /// other orientation is measured first).
    public var rotates: Bool { self == .rotate }

    /// What is set before the resting layout is measured: the keyboard
    /// chosen, the predictive bar, the hardware keyboard, the window.
    var setup: [GauntletStep] {
        switch self {
        case .predictiveOn: return [.event(.predictive(false))]
        case .hardware: return [.event(.hardware(true))]
        case .splitView: return [.window(.split(numerator: 1, denominator: 2))]
        case .pageSheet: return [.present(.pageSheet)]
        default: return []
        }
    }

    /// The events, with `low` and `high` the fields described above.
    func steps(low: String, high: String?) -> [GauntletStep] {
        let show: GauntletStep = .event(.focus(low)), hide: GauntletStep = .event(.dismiss)
        switch self {
        case .show, .hardware, .splitView: return [show, hide]
        case .pageSheet:
            // The screen is a page sheet (its root view starts lower); then it presents
            // another sheet, whose own field brings the keyboard up and down while this
            // screen is under it and gets no viewWillDisappear.
            return [show, hide, .event(.sheetOver(.pageSheet)), .event(.keyboardShow), .event(.keyboardHide),
                    .event(.screenAppear), show, hide]
        case .switchFields:
            guard let high else { return [] }
            return [show, .event(.focus(high)), show, hide]
        case .emoji: return [show, .event(.keyboardKind(.emoji)), hide, show, hide]
        case .cjk: return [show, .event(.keyboardKind(.cjk)), hide, show, hide]
        case .thirdParty: return [show, .event(.keyboardKind(.thirdParty)), hide, show, hide]
        case .predictiveOn: return [show, .event(.predictive(true)), hide]
        case .predictiveOff: return [show, .event(.predictive(false)), hide]
        case .rotate: return [show, .event(.rotate(to: nil)), .event(.rotate(to: nil)), hide]
        case .hideShow: return [show, hide, show, hide]
        case .cycles: return Array(repeating: [show, hide], count: GauntletSequence.cycleCount).flatMap { $0 }
        case .disappearAppear: return [show, .event(.screenDisappear), .event(.screenAppear), show, hide]
        case .pushPop:
            // The pushed screen's own field brings the keyboard up and down while this screen is off.
            // Last, this screen is popped in turn: its controller must go away with it.
            return [show, .event(.screenDisappear), .event(.keyboardShow), .event(.keyboardHide),
                    .event(.screenAppear), show, hide, .event(.screenPop)]
        case .interactiveDismiss:
            return [show, .event(.dragDismiss(.interactive, cancelled: true)), .event(.dragDismiss(.interactive, cancelled: false))]
        case .undocked:
            // Dragging the floating keyboard posts only the ChangeFrame pair (a zero frame):
            // code that reacts to ChangeFrame must not take it for a docked keyboard.
            return [show, .event(.floating), .event(.dragUndocked(x: nil, y: GauntletSequence.undockedDragY)),
                    .event(.floating), hide]
        }
    }
}

/// One thing the gauntlet does to the screen: an event, or a change of the
/// iPad's window (a scene edit, which posts nothing).
public enum GauntletStep: Equatable, Hashable, Sendable {
    case event(Event)
    case window(WindowMode)
    /// How the screen is presented (`:present`), a scene edit too.
    case present(PresentationStyle)

    /// The step as a REPL command (`:focus nickname`, `:window split 1/2`).
    public var commandText: String {
        switch self {
        case .event(let e): return e.commandText
        case .window(let mode): return ":window " + mode.commandText
        case .present(let style): return ":present " + style.rawValue
        }
    }
}
