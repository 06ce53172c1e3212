/// Input views beyond a field's accessory: a field's custom `inputView` (a
/// view that replaces the system keyboard; its height drives the frames),
/// the view controller's own `inputAccessoryView` with
/// `canBecomeFirstResponder` (the chat composer that stays at the bottom
/// while nothing edits), and `reloadInputViews()`.
///
/// Sources (docs/engine.md, decision 13):
/// - Apple's `UIResponder.inputView` / `inputAccessoryView` pages: the
///   system shows the first responder's input view in place of the
///   keyboard, and an accessory above it; `reloadInputViews()` refreshes
///   them for the current first responder (a change shows only then, or on
///   the next focus).
/// - The controller's accessory: a view controller must be first responder
///   for its inputAccessoryView to show (InputBarAccessoryView #21); when a
///   field resigns, UIKit walks the responder chain for one that wants to be
///   first responder, so such a controller takes over and its accessory stays
///   at the bottom (wikipedia-ios PR #2848); the accessory is part of the
///   keyboard: a keyboardWillShow comes when the screen loads without any
///   keyboard, and keyboardWillHide when the keyboard closes back to the bar
///   (MessageKit #977); keyboard frames include the accessory's height
///   (SlackTextViewController PR #41).

/// A field's custom input view and the controller's own accessory.
public struct InputViewsState: Equatable, Hashable, Sendable {
    /// Custom `inputView` heights by field name (`:input-view FIELD HEIGHT`).
    public var inputViews: [String: Double] = [:]
    /// The custom input view's height loaded for the current first responder
    /// (at focus or `reloadInputViews()`); nil: the system keyboard.
    public var loaded: Double?
    /// The view controller's own `inputAccessoryView` height, when it can
    /// become first responder (`:chat-bar HEIGHT`); nil: none.
    public var controllerAccessory: Double?
    /// The field inside the controller's accessory (the composer): the bar
    /// stays on top of the keyboard while it edits. Any other field brings
    /// its own accessory or none, and the bar goes (InputBarAccessoryView #21).
    public var composer: String?
    /// `keyboardType` by field (absent: `.default`), Simulation+KeyboardType.swift.
    public var keyboardTypes: [String: KeyboardType] = [:]

    public init() {}
}

/// The trace's remarks about input views.
public enum InputViewNote: Equatable, Hashable, Sendable {
    /// The first responder's custom input view replaces the keyboard: `height` pt (`≈` when estimated).
    case customInputView(field: String, height: String)
    /// The controller becomes first responder: its accessory (`height` pt) docks at the bottom.
    case controllerTakesOver(height: Double)
    /// The field resigns: the controller takes first responder back; the keyboard goes down to the bar.
    case backToTheBar(field: String)
    /// The controller's accessory leaves with the screen (or is removed).
    case barLeaves
    /// `reloadInputViews()` on the first responder.
    case reload(field: String)
    /// `reloadInputViews()` with nothing changed: nothing is posted.
    case reloadNothingChanged
    /// `reloadInputViews()` with no first responder.
    case reloadNoFirstResponder
    /// A change to the first responder's input view waits for `reloadInputViews()`.
    case waitsForReload(field: String)
    /// An interactive dismissal lifted low with the controller's accessory:
    /// the keys go, the bar rests at the bottom (above the home indicator).
    case dragEndsAtTheBar(field: String)
    /// Rotation with only the controller's accessory up: the controller is
    /// still first responder, so its accessory comes back in the new size.
    case barBackAfterRotation
    /// Reduce Motion with cross-fade on / off (Simulation+ReduceMotion.swift).
    case crossFadeOn
    case crossFadeOff

    /// The engine's English wording.
    public var english: String {
        switch self {
        case .customInputView(let field, let height):
            return "\(field).inputView replaces the keyboard: the frames report its \(height) pt"
        case .controllerTakesOver(let h):
            return "the view controller becomes first responder (canBecomeFirstResponder): its \(num(h)) pt inputAccessoryView docks at the bottom, posted as a keyboard"
        case .backToTheBar(let field):
            return "\(field) resigns; the view controller takes first responder back: the keyboard goes down to its inputAccessoryView, which stays"
        case .dragEndsAtTheBar(let field):
            return "the finger lifts low: \(field) resigns and the view controller takes first responder back; the keys go down, its inputAccessoryView rests at the bottom of the screen: the hide sequence ends at the bar (duration 0)"
        case .barBackAfterRotation:
            return "the view controller is still first responder: its inputAccessoryView comes back with the new orientation's frames"
        case .barLeaves: return "the view controller's inputAccessoryView goes away: the hide sequence"
        case .reload(let field): return "\(field).reloadInputViews(): the input views are loaded again"
        case .reloadNothingChanged: return "reloadInputViews(): the frame does not change, nothing is posted"
        case .reloadNoFirstResponder: return "reloadInputViews(): no first responder, nothing happens"
        case .waitsForReload(let field):
            return "\(field) is first responder: the new input view shows after reloadInputViews() or the next focus"
        case .crossFadeOn:
            return "Reduce Motion with cross-fade on: the keyboard fades in where it sits; the show notifications report an empty end frame (≈)"
        case .crossFadeOff: return "Reduce Motion off: the keyboard slides again"
        }
    }
}

extension Simulation {
    /// The custom input view's height loaded now, with the home-indicator
    /// strip UIKit adds under it on notched phones (≈ there: no log gives it).
    var customInputHeight: Measure? {
        guard firstResponder != nil, let h = inputs.loaded else { return nil }
        let strip = deviceSafeAreaInWindow.bottom
        return Measure(h + strip, confirmed: strip == 0,
                       source: strip == 0 ? "the inputView's own height" : "estimate: the inputView plus the \(num(strip)) pt home-indicator strip")
    }

    /// Loads the first responder's input views (at focus, or on reload).
    mutating func loadInputViews() {
        inputs.loaded = firstResponder.flatMap { inputs.inputViews[$0] }
    }

    /// The controller's accessory on its own, docked at the bottom: its
    /// height plus the home-indicator strip on notched phones (≈ there).
    var controllerAccessoryFrame: Rect? {
        guard let a = inputs.controllerAccessory else { return nil }
        let s = screenSize, strip = deviceSafeAreaInWindow.bottom
        return Rect(x: 0, y: s.height - a - strip, width: s.width, height: a + strip)
    }

    /// Whether only the controller's accessory is up (nothing edits).
    var controllerAccessoryShown: Bool {
        firstResponder == nil && keyboard.visible && inputs.controllerAccessory != nil && keyboard.frame == controllerAccessoryFrame
    }

    /// `:input-view FIELD HEIGHT|off`: a field's custom `inputView`. For the
    /// current first responder the change waits for `reloadInputViews()`.
    public mutating func setInputView(_ field: String, height: Double?) throws(SimError) -> [TraceStep] {
        guard let i = index[field] else { throw .unknownView(field, known: viewNames) }
        guard views[i].kind.isTextInput else {
            throw .wrongKind(view: field, kind: views[i].kind, expected: .textInputForAccessory)
        }
        if let h = height, !h.isFinite || h < 0 { throw .invalidFrame(.accessoryHeightBelowZero) }
        inputs.inputViews[field] = height
        return firstResponder == field ? [.engineNote(.inputViews(.waitsForReload(field: field)))] : []
    }

    /// `:chat-bar HEIGHT|off`: the controller's own accessory. On: the
    /// controller becomes first responder when nothing edits, and the bar
    /// comes up with the show sequence. Off: it goes with the hide sequence.
    mutating func setControllerAccessory(_ height: Double?, composer: String?, _ steps: inout [TraceStep]) throws(SimError) {
        if let h = height, !h.isFinite || h <= 0 { throw .invalidFrame(.accessoryHeightBelowZero) }
        if let c = composer {
            guard let i = index[c] else { throw .unknownView(c, known: viewNames) }
            guard views[i].kind.isTextInput else { throw .wrongKind(view: c, kind: views[i].kind, expected: .textInputForAccessory) }
        }
        inputs.composer = height == nil ? nil : composer
        let wasShown = controllerAccessoryShown
        inputs.controllerAccessory = height
        if height == nil {
            if wasShown {
                steps.append(.engineNote(.inputViews(.barLeaves)))
                hideSequence(&steps)
            }
            return
        }
        controllerAccessoryReturns(&steps)
    }

    /// The screen appears (or the bar is set) with nothing editing: the
    /// controller becomes first responder and its accessory comes up.
    mutating func controllerAccessoryReturns(timing: KeyboardTiming = .standard, _ steps: inout [TraceStep]) {
        guard screenVisible, firstResponder == nil, let bar = controllerAccessoryFrame, let a = inputs.controllerAccessory,
              keyboard.frame != bar || !keyboard.visible else { return }
        steps.append(.engineNote(.inputViews(timing == .rotation ? .barBackAfterRotation : .controllerTakesOver(height: a))))
        postShow(end: bar, isLocal: true, heightConfirmed: deviceSafeAreaInWindow.bottom == 0, timing: timing, &steps)
    }

    /// The field resigns while the controller can take first responder:
    /// the hide sequence ends at the accessory, which stays. Returns false
    /// when there is no such controller (the ordinary hide applies).
    /// An interactive dismissal passes `.interactive` (duration 0: the keys
    /// were let go where the finger left them).
    mutating func resignToControllerAccessory(timing: KeyboardTiming = .standard, _ steps: inout [TraceStep]) -> Bool {
        guard let field = firstResponder, screenVisible, keyboard.visible, keyboard.isLocal, !keyboard.floating,
              let bar = controllerAccessoryFrame else { return false }
        steps.append(.engineNote(.inputViews(timing == .interactive ? .dragEndsAtTheBar(field: field) : .backToTheBar(field: field))))
        let info = userInfo(keyboard.frame, bar, isLocal: true, heightConfirmed: keyboard.heightConfirmed && deviceSafeAreaInWindow.bottom == 0,
                            timing: timing)
        post(.willChangeFrame, info, &steps)
        post(.willHide, info, &steps)
        keyboard = KeyboardState(visible: true, frame: bar, isLocal: true, floating: false, hardwareBar: false,
                                 heightConfirmed: info.heightConfirmed)
        layoutAfterKeyboardMoved(&steps)
        post(.didChangeFrame, info, &steps)
        post(.didHide, info, &steps)
        firstResponder = nil
        inputs.loaded = nil
        return true
    }

    /// The screen goes away with only the controller's accessory up: it hides.
    mutating func controllerAccessoryLeaves(_ steps: inout [TraceStep]) {
        guard controllerAccessoryShown else { return }
        steps.append(.engineNote(.inputViews(.barLeaves)))
        hideSequence(&steps)
    }

    /// `reloadInputViews()` (`:reload-input-views`): the first responder's
    /// input views are loaded again; when the keyboard's frame changes, the
    /// show sequence carries the new frame (begin = the old).
    mutating func reloadInputViews(_ steps: inout [TraceStep]) {
        guard let field = firstResponder else {
            steps.append(.engineNote(.inputViews(.reloadNoFirstResponder)))
            return
        }
        steps.append(.engineNote(.inputViews(.reload(field: field))))
        loadInputViews()
        guard keyboard.visible, keyboard.isLocal, !keyboard.floating, dockedFrame != keyboard.frame else {
            steps.append(.engineNote(.inputViews(.reloadNothingChanged)))
            return
        }
        if let h = customInputHeight { steps.append(.engineNote(.inputViews(.customInputView(field: field, height: h.display)))) }
        showSequence(isLocal: true, &steps)
    }

    /// The learner's controller has its own accessory and can become first
    /// responder (read as it appears): the bar comes up. Refusals (a bad
    /// height) leave the scene as it was.
    public mutating func setControllerAccessoryFromCode(_ height: Double, composer: String?, _ steps: inout [TraceStep]) {
        try? setControllerAccessory(height, composer: composer, &steps)
    }

    /// `reloadInputViews()` called by the learner's code.
    public mutating func reloadInputViewsFromCode(_ steps: inout [TraceStep]) {
        reloadInputViews(&steps)
    }

    /// `:json` fields: the loaded custom input view and the controller's accessory.
    var inputViewsJSONFields: [(String, String)] {
        var fields: [(String, String)] = []
        if let h = customInputHeight { fields.append(("inputView", JSONWriter.number(h.value))) }
        if let a = inputs.controllerAccessory { fields.append(("controllerAccessory", JSONWriter.number(a))) }
        return fields
    }
}
