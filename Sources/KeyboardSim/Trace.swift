/// A number that went into a formula, with its name (`keyboardHeight = 258`).
public struct NamedValue: Equatable, Hashable, Sendable {
    public var name: String
    public var value: Double
    public init(_ name: String, _ value: Double) { self.name = name; self.value = value }
}

/// One step a strategy's handler performed, with its arithmetic.
public struct HandlerStep: Equatable, Hashable, Sendable {
    /// The strategy (`shift-view`).
    public var strategy: String
    /// The handler method (`keyboardWillShow(_:)`).
    public var handler: String
    /// The formula in words/symbols (`origin.y = origin.y − keyboardHeight`).
    public var formula: String
    /// The numbers put in.
    public var inputs: [NamedValue]
    /// The result, when the step computes one (nil for a check or an early return).
    public var result: Double?
    /// The UIKit line with the numbers as a comment:
    /// `view.frame.origin.y -= keyboardHeight  // 0 − 258 = −258`.
    public var code: String

    public init(strategy: String, handler: String, formula: String, inputs: [NamedValue] = [],
                result: Double? = nil, code: String) {
        self.strategy = strategy; self.handler = handler; self.formula = formula
        self.inputs = inputs; self.result = result; self.code = code
    }
}

/// A view whose frame a layout pass (or a handler) changed.
public struct FrameChange: Equatable, Hashable, Sendable {
    public var view: String
    public var old: Rect
    public var new: Rect
    public init(view: String, old: Rect, new: Rect) { self.view = view; self.old = old; self.new = new }
}

/// A layout pass: why it ran and which frames changed.
public struct LayoutPass: Equatable, Hashable, Sendable {
    public var reason: String
    public var changes: [FrameChange]
    public init(reason: String, changes: [FrameChange]) { self.reason = reason; self.changes = changes }
}

/// What happened to the first responder after the event.
public enum VerdictKind: Equatable, Hashable, Sendable {
    /// No field is first responder.
    case noFirstResponder
    /// Fully visible; `clearance` is the gap in points between the field's bottom
    /// and the keyboard's top (or the screen's bottom when the keyboard is hidden).
    case visible(clearance: Double)
    /// The keyboard covers this many points of the field's height.
    case covered(by: Double)
    /// The field's top is above the top of the safe area by this many points.
    case aboveSafeArea(by: Double)
    /// The field's bottom is below the bottom of the screen by this many points
    /// (the keyboard does not cover it, but nobody can see it either).
    case belowScreen(by: Double)
}

/// The verdict for the first responder after an event.
public struct Verdict: Equatable, Hashable, Sendable {
    public var field: String?
    public var kind: VerdictKind
    public init(field: String?, kind: VerdictKind) { self.field = field; self.kind = kind }

    /// `nickname: fully visible, 12 pt above the keyboard` etc.
    public var text: String {
        guard let field else { return "no first responder" }
        switch kind {
        case .noFirstResponder: return "no first responder"
        case .visible(let c): return "\(field): fully visible, clearance \(formatNumber(c, ascii: false)) pt"
        case .covered(let n): return "\(field): covered by \(formatNumber(n, ascii: false)) pt"
        case .aboveSafeArea(let n): return "\(field): pushed above the safe area by \(formatNumber(n, ascii: false)) pt"
        case .belowScreen(let n): return "\(field): below the bottom of the screen by \(formatNumber(n, ascii: false)) pt"
        }
    }
}

/// One explanation step, in the order things happened.
public enum TraceStep: Equatable, Hashable, Sendable {
    /// A notification was posted (whether or not anyone observed it).
    case notification(KeyboardNotification)
    /// A handler step with its arithmetic.
    case handler(HandlerStep)
    /// A layout pass.
    case layout(LayoutPass)
    /// A plain remark: `viewWillTransition(to: 667 × 375)`, `observers removed`,
    /// `no notifications: a hardware keyboard is connected`.
    case note(String)
    /// The verdict for the first responder (always the last step).
    case verdict(Verdict)
}

/// The result of applying one event: the steps in order, or an error (state unchanged).
public struct Trace: Equatable, Hashable, Sendable {
    public var event: Event
    public var steps: [TraceStep]
    /// Set when the event could not happen; then `steps` is empty and the state is unchanged.
    public var error: SimError?

    public init(event: Event, steps: [TraceStep] = [], error: SimError? = nil) {
        self.event = event; self.steps = steps; self.error = error
    }

    /// The notifications in posting order.
    public var notifications: [KeyboardNotification] {
        steps.compactMap { if case .notification(let n) = $0 { return n } else { return nil } }
    }

    /// The handler steps in order.
    public var handlerSteps: [HandlerStep] {
        steps.compactMap { if case .handler(let h) = $0 { return h } else { return nil } }
    }

    /// The final verdict, if the event succeeded.
    public var verdict: Verdict? {
        for step in steps.reversed() { if case .verdict(let v) = step { return v } }
        return nil
    }
}
