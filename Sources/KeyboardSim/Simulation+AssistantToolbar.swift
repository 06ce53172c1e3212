/// The iPadOS 15+ assistant (shortcuts) toolbar: what a hardware keyboard
/// leaves on an iPad's screen, full size or minimized.
///
/// Sources (docs/engine.md, decision 16):
/// - Full size: the notifications report the whole software keyboard pushed
///   down so that only a 55 pt strip shows (ionic-plugin-keyboard PR #273 and
///   #243; PageSpace PR #455, 2026: "iPad toolbars are typically ~55px").
///   Since iPadOS 15 the bar no longer spans the screen's width: it floats
///   centred with gaps at its sides (wordpress-mobile/gutenberg-mobile #4370,
///   iPadOS 15; logseq #11036, iPadOS 17.0.3: "the floating bar … pushes the
///   toolbar further up, leaving some empty space"): the frames still cover
///   the full width, so an app moves out of its way by the whole strip.
/// - Minimized (a flick down on the bar; WWDC23 "Keep up with the keyboard"):
///   outside Stage Manager the minimized toolbar does *not* act as part of
///   the keyboard: it overlaps the app's views and the keyboard layout guide
///   drops to the safe area. In Stage Manager it does act as part of the
///   keyboard. No report gives its frame or the notifications posted as it
///   minimizes: keylab posts the hide sequence outside Stage Manager (the
///   keyboard is gone for the app), the show sequence to the minimized
///   toolbar's own frame in Stage Manager, and draws it ≈ 60 × 55 pt at the
///   screen's bottom-right corner, 16 pt from the edge. All of these are ≈.
/// UIKit gives apps no API to minimize or expand it: it is the user's gesture.

/// The assistant toolbar's form.
public enum AssistantToolbar: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The full-size bar at the bottom (the default).
    case full
    /// Minimized to a small button at the bottom-right corner.
    case minimized
}

/// The trace's remarks about the assistant toolbar.
public enum AssistantNote: Equatable, Hashable, Sendable {
    /// The toolbar is already in this form: nothing happens.
    case already(AssistantToolbar)
    /// Minimized outside Stage Manager: no longer part of the keyboard.
    case minimizedLeavesTheKeyboard
    /// Minimized in Stage Manager: still part of the keyboard, at `frame`.
    case minimizedStaysInStageManager(frame: Rect)
    /// Expanded again: the full-size bar is part of the keyboard.
    case expanded
    /// Without a hardware keyboard (or a first responder) the form waits for the next focus.
    case fromNextFocus(AssistantToolbar)
    /// Focus with the minimized toolbar outside Stage Manager: nothing of the
    /// keyboard comes up; the hide notifications are posted (≈, as an iPhone's).
    case minimizedNothingComes
    /// The field resigns with the minimized toolbar outside Stage Manager: the hide notifications again (≈).
    case minimizedResignHides

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .already(let t): return "the assistant toolbar is already \(t == .full ? "full size" : "minimized")"
        case .minimizedLeavesTheKeyboard:
            return "the assistant toolbar is minimized: outside Stage Manager it is no longer part of the keyboard (the hide sequence, ≈) and overlaps the views at the bottom-right corner"
        case .minimizedStaysInStageManager(let f):
            return "the assistant toolbar is minimized: in Stage Manager it still acts as part of the keyboard; the frames report it, \(rectText(f)) (≈)"
        case .expanded: return "the assistant toolbar is full size again: part of the keyboard, the show sequence"
        case .fromNextFocus(let t):
            return "the assistant toolbar will be \(t == .full ? "full size" : "minimized") when a field edits with a hardware keyboard"
        case .minimizedNothingComes:
            return "hardware keyboard, assistant toolbar minimized: nothing of the keyboard comes up, yet the hide notifications are posted (≈, as on an iPhone)"
        case .minimizedResignHides:
            return "hardware keyboard, assistant toolbar minimized: the field resigns and the hide notifications are posted again (≈, as on an iPhone)"
        }
    }
}

extension EventRefusal {
    /// Whether a refusal is about the assistant toolbar (for the session's messages).
    public var isAssistant: Bool { self == .assistantNeedsIPad }
}

extension Simulation {
    /// The minimized toolbar's width and its distance from the right edge (≈).
    static let minimizedToolbarWidth = 60.0
    static let minimizedToolbarMargin = 16.0

    /// Whether a hardware keyboard leaves the assistant toolbar on screen (iPad).
    var assistantToolbarShows: Bool { hardwareKeyboard && device.isPad }

    /// The minimized toolbar in screen coordinates (≈): 60 × 55 at the
    /// bottom-right corner, 16 pt from the right edge.
    public var minimizedToolbarFrame: Rect {
        let s = screenSize, h = device.hardwareBarHeight?.value ?? 55
        return Rect(x: s.width - Self.minimizedToolbarMargin - Self.minimizedToolbarWidth, y: s.height - h,
                    width: Self.minimizedToolbarWidth, height: h)
    }

    /// Whether the minimized toolbar is outside the keyboard for the app:
    /// minimized, and not in Stage Manager (WWDC23).
    var minimizedToolbarIsNotKeyboard: Bool {
        assistantToolbarShows && assistantToolbar == .minimized && window != .stageManager
    }

    /// The minimized toolbar on screen while a field edits, whether or not the
    /// notifications count it (what the user sees; it overlaps the views).
    public var minimizedToolbarOnScreen: Rect? {
        guard assistantToolbarShows, assistantToolbar == .minimized, firstResponder != nil, screenVisible,
              customInputHeight == nil, accessoryHeight == 0 else { return nil }
        return minimizedToolbarFrame
    }

    /// `:keyboard assistant full|minimized`: the user minimizes the toolbar
    /// (a flick) or taps it to expand it. With a field editing on a hardware
    /// keyboard the change posts what the file's comment says; otherwise it
    /// applies from the next focus.
    mutating func setAssistantToolbar(_ form: AssistantToolbar, _ steps: inout [TraceStep]) throws(SimError) {
        guard device.isPad else { throw .eventNotPossible(.assistantNeedsIPad) }
        guard form != assistantToolbar else {
            steps.append(.engineNote(.assistant(.already(form))))
            return
        }
        assistantToolbar = form
        guard assistantToolbarShows, firstResponder != nil, screenVisible, keyboard.isLocal, !keyboard.floating,
              customInputHeight == nil else {
            steps.append(.engineNote(.assistant(.fromNextFocus(form))))
            return
        }
        if form == .full {
            steps.append(.engineNote(.assistant(.expanded)))
            showSequence(isLocal: true, &steps)
        } else if keyboardAppearsOnFocus {
            // In Stage Manager (or with an accessory view) something stays part of the keyboard.
            if accessoryHeight == 0 { steps.append(.engineNote(.assistant(.minimizedStaysInStageManager(frame: dockedFrame)))) }
            showSequence(isLocal: true, &steps)
        } else {
            steps.append(.engineNote(.assistant(.minimizedLeavesTheKeyboard)))
            if keyboard.visible { hideSequence(&steps) }
        }
    }
}
