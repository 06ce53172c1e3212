/// Undocked iPad keyboards: the small floating keyboard (pinch) and the
/// split or undocked full-width keyboard, dragged anywhere on the screen.
///
/// What UIKit posts (docs/engine.md, "Undocked iPad keyboards"):
/// - undocking a keyboard that is up is a hide for the app: WillChangeFrame,
///   WillHide, DidChangeFrame, DidHide, the end frame below the screen
///   (Stack Overflow 7842806; flutter_keyboard_visibility PR #162);
/// - while undocked, focus, resign and dragging post only the ChangeFrame
///   pair (themainthread.com 2012, "The iPad split-keyboard and (missing)
///   notifications"; flutter_keyboard_visibility PR #162), and their frames
///   do not say where the keyboard is: y 0 (Stack Overflow 10749311 logs
///   {{0, 0}, {768, 304}} for the undocked and split keyboard;
///   freshOS/KeyboardLayoutGuide #37: `screen height − minY` equals the screen
///   height while the floating keyboard moves). keylab reports the split
///   keyboard as (0, 0, screen width, height) and the floating one as a zero
///   rectangle (≈: the reports give y 0, not the whole rectangle);
/// - docking again posts the show sequence (openradar 25032907).
/// `view.keyboardLayoutGuide.followsUndockedKeyboard` (Apple's documentation):
/// false (the default) keeps the guide's top at the safe area's bottom while
/// the keyboard is undocked; true makes the guide follow the keyboard.

/// How the undocked iPad keyboard looks.
public enum UndockedStyle: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The small, iPhone-sized keyboard the user pinches out (iPadOS 13+).
    case floating
    /// The full-width keyboard undocked from the bottom, split in two halves.
    case split
}

/// The undocked keyboard's state and the keyboard layout guide's setting.
public struct UndockingState: Equatable, Hashable, Sendable {
    /// The style used while `Simulation.floatingKeyboard` is true.
    public var style: UndockedStyle = .floating
    /// Where the user dragged the undocked keyboard's top-left corner, in
    /// screen coordinates; nil until it is dragged (it starts where iPadOS puts it).
    public var position: Point?
    /// `view.keyboardLayoutGuide.followsUndockedKeyboard` (default false).
    public var guideFollows = false

    public init() {}
}

/// The trace's remarks about undocked keyboards.
public enum UndockedNote: Equatable, Hashable, Sendable {
    /// The keyboard changes from floating to split or back while undocked.
    case restyled(UndockedStyle)
    /// The user dragged the undocked keyboard; it now sits at `frame` (screen).
    case dragged(frame: Rect)
    /// The frames the ChangeFrame pair reports while undocked (`style` decides).
    case reportedFrames(UndockedStyle, Rect)
    /// `followsUndockedKeyboard` set.
    case guideFollows(Bool)
    /// The keyboard layout guide's top now (root view coordinates) and why.
    case guideTop(y: Double, follows: Bool)

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .restyled(let s):
            return "the undocked keyboard becomes \(s == .split ? "split" : "floating"): only the ChangeFrame pair is posted"
        case .dragged(let f):
            return "the user drags the undocked keyboard to \(rectText(f)): only the ChangeFrame pair is posted"
        case .reportedFrames(let s, let r):
            return s == .split
                ? "undocked: the frames report \(rectText(r)), y 0 at the top of the screen, not where the keyboard is"
                : "floating: the frames report \(rectText(r)), a zero rectangle (≈), not where the keyboard is"
        case .guideFollows(let on):
            return on ? "view.keyboardLayoutGuide.followsUndockedKeyboard = true: the guide follows an undocked keyboard"
                      : "view.keyboardLayoutGuide.followsUndockedKeyboard = false: while undocked, the guide's top stays at the safe area's bottom"
        case .guideTop(let y, let follows):
            return follows ? "keyboardLayoutGuide follows the undocked keyboard: its top is at y \(num(y))"
                           : "keyboardLayoutGuide ignores the undocked keyboard: its top stays at the safe area's bottom, y \(num(y))"
        }
    }
}

extension EventRefusal {
    /// Whether a refusal is about undocked keyboards (for the session's messages).
    public var isUndocked: Bool { self == .splitNeedsIPad || self == .dragNeedsUndocked }
}

extension Simulation {
    /// The undocked keyboard's height: the plain keys (no predictive bar),
    /// the floating keyboard's ≈260 pt (no source gives either).
    var undockedHeight: Double {
        undocking.style == .split ? device.keyboardHeight(orientation, predictive: false).value : 260
    }

    /// Where the undocked keyboard is on the screen (screen coordinates): the
    /// floating keyboard ≈320 × 260, centred 20 pt above the bottom; the split
    /// keyboard as wide as the screen, its top halfway down what the keys leave
    /// free (≈). Dragged: where the user let it go, kept on the screen.
    var undockedFrame: Rect {
        let s = screenSize, h = undockedHeight
        let w = undocking.style == .split ? s.width : (device.floatingKeyboardSize?.value ?? 320)
        var x = (s.width - w) / 2
        var y = undocking.style == .split ? ((s.height - h) / 2).rounded() : s.height - h - 20
        if let p = undocking.position {
            x = undocking.style == .split ? 0 : min(max(0, p.x), s.width - w)
            y = min(max(0, p.y), s.height - h)
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The frame the ChangeFrame notifications report while undocked: never
    /// where the keyboard is (see the file's comment for the sources).
    var reportedUndockedFrame: Rect {
        undocking.style == .split ? Rect(x: 0, y: 0, width: screenSize.width, height: undockedHeight) : .zero
    }

    /// Undocked notifications: 0.25 s and curve 7 like docked ones; no log
    /// gives an undocked keyboard's timing (≈).
    static let undockedTiming = KeyboardTiming(duration: 0.25, curve: 7, confirmed: false)

    /// The keyboard shows, hides or moves while undocked: WillChangeFrame →
    /// (the keyboard moves; the guide follows if told to) → DidChangeFrame,
    /// both reporting the y-0 frame. No Show or Hide.
    mutating func postUndockedChange(visible: Bool, isLocal: Bool, _ steps: inout [TraceStep]) {
        let reported = reportedUndockedFrame
        steps.append(.engineNote(.undocked(.reportedFrames(undocking.style, reported))))
        let info = userInfo(reported, reported, isLocal: isLocal, heightConfirmed: false, timing: Simulation.undockedTiming)
        post(.willChangeFrame, info, &steps)
        let guideBefore = keyboardLayoutGuideFrame
        if visible {
            keyboard = KeyboardState(visible: true, frame: undockedFrame, isLocal: isLocal, floating: true,
                                     hardwareBar: false, heightConfirmed: false)
        } else {
            keyboard = KeyboardState(visible: false, frame: offscreen(undockedFrame), isLocal: true, floating: false,
                                     hardwareBar: false, heightConfirmed: false)
        }
        // A guide that ignores the undocked keyboard does not move: no layout
        // pass unless a handler changed a constraint.
        if needsLayout || keyboardLayoutGuideFrame != guideBefore {
            layoutAfterKeyboardMoved(&steps)
        }
        post(.didChangeFrame, info, &steps)
    }

    /// `:keyboard floating` / `:keyboard split`: undock in that style, change
    /// style while undocked (ChangeFrame only), or dock again (the show sequence)
    /// when the keyboard already has that style.
    mutating func toggleUndocked(_ style: UndockedStyle, _ steps: inout [TraceStep]) throws(SimError) {
        guard device.isPad else {
            throw .eventNotPossible(style == .split ? .splitNeedsIPad : .floatingNeedsIPad)
        }
        if floatingKeyboard && undocking.style == style {
            floatingKeyboard = false
            undocking.position = nil
            steps.append(.engineNote(.keyboardDocks))
            if keyboard.visible && !hardwareKeyboard {
                // Docking is a show: the begin frame is what the last notification reported.
                let isLocal = keyboard.isLocal
                keyboard.floating = false
                keyboard.frame = reportedUndockedFrame
                postShow(end: dockedFrame, isLocal: isLocal, heightConfirmed: fullKeyboardHeight.confirmed, timing: .standard, &steps)
            } else if keyboard.visible {
                keyboard.floating = false
            }
            return
        }
        if floatingKeyboard {
            undocking.style = style
            undocking.position = nil
            steps.append(.engineNote(.undocked(.restyled(style))))
            if keyboard.visible { postUndockedChange(visible: true, isLocal: keyboard.isLocal, &steps) }
            return
        }
        undocking.style = style
        undocking.position = nil
        if keyboard.visible && !hardwareKeyboard {
            // Undocking is a hide for the app: WillHide, then only ChangeFrame.
            steps.append(.engineNote(.keyboardUndocksWhileUp))
            let isLocal = keyboard.isLocal
            hideSequence(&steps)
            floatingKeyboard = true
            let guideBefore = keyboardLayoutGuideFrame
            keyboard = KeyboardState(visible: true, frame: undockedFrame, isLocal: isLocal, floating: true,
                                     hardwareBar: false, heightConfirmed: false)
            // Only a guide that follows undocked keyboards moves now.
            if keyboardLayoutGuideFrame != guideBefore { layoutAfterKeyboardMoved(&steps) }
        } else {
            steps.append(.engineNote(.keyboardUndocks))
            floatingKeyboard = true
        }
    }

    /// `:keyboard drag [X] Y`: the user drags the undocked keyboard so its
    /// top-left corner lands at (X, Y) on the screen (a split keyboard spans
    /// the width, so only Y counts). One ChangeFrame pair when the finger lifts.
    mutating func dragUndocked(x: Double?, y: Double, _ steps: inout [TraceStep]) throws(SimError) {
        guard floatingKeyboard, keyboard.visible else { throw .eventNotPossible(.dragNeedsUndocked) }
        undocking.position = Point(x: x ?? undockedFrame.minX, y: y)
        steps.append(.engineNote(.undocked(.dragged(frame: undockedFrame))))
        postUndockedChange(visible: true, isLocal: keyboard.isLocal, &steps)
        if undocking.guideFollows || pins.contains(where: { $0.target == .keyboard }) {
            steps.append(.engineNote(.undocked(.guideTop(y: keyboardLayoutGuideFrame.minY, follows: undocking.guideFollows))))
        }
    }

    /// `view.keyboardLayoutGuide.followsUndockedKeyboard = on`: a layout pass
    /// when the guide moves (an undocked keyboard is up).
    mutating func setGuideFollowsUndocked(_ on: Bool, _ steps: inout [TraceStep]) {
        let before = keyboardLayoutGuideFrame
        undocking.guideFollows = on
        steps.append(.engineNote(.undocked(.guideFollows(on))))
        if keyboardLayoutGuideFrame != before && pins.contains(where: { $0.target == .keyboard }) {
            layoutPass(reasons: [.keyboardLayoutGuideMoved], &steps)
        }
    }

    /// The learner's code set `view.keyboardLayoutGuide.followsUndockedKeyboard`:
    /// traced (and laid out) only when it changes.
    public mutating func setGuideFollowsUndockedFromCode(_ on: Bool, _ steps: inout [TraceStep]) {
        guard undocking.guideFollows != on else { return }
        setGuideFollowsUndocked(on, &steps)
    }

    /// The guide's frame for an undocked keyboard that it follows, in the root
    /// view's coordinates (nil when it does not follow or nothing is undocked).
    var followedUndockedGuideFrame: Rect? {
        guard undocking.guideFollows, keyboard.visible, keyboard.floating else { return nil }
        let root = views[0].frame, w = windowFrame
        return keyboard.frame.offsetBy(dx: -w.minX - root.minX, dy: -w.minY - root.minY)
    }

    /// `:json` fields for an undocked keyboard and the guide's setting.
    var undockedJSONFields: [(String, String)] {
        var fields: [(String, String)] = []
        if floatingKeyboard { fields.append(("undocked", JSONWriter.string(undocking.style.rawValue))) }
        if floatingKeyboard && keyboard.visible { fields.append(("reportedFrame", JSONWriter.rect(reportedUndockedFrame))) }
        if undocking.guideFollows { fields.append(("followsUndocked", "true")) }
        return fields
    }
}
