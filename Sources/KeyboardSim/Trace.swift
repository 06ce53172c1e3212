/// A number that went into a formula, with its name (`keyboardHeight = 258`).
public struct NamedValue: Equatable, Hashable, Sendable {
    public var name: String
    public var value: Double
    public init(_ name: String, _ value: Double) { self.name = name; self.value = value }
}

/// One step a strategy's handler performed, as values: what it computes or
/// checks, the names and numbers that went in, the result, the UIKit line and
/// a remark. Only the renderer turns it into words.
public struct HandlerStep: Equatable, Hashable, Sendable {
    /// The strategy (`shift-view`).
    public var strategy: String
    /// The handler method (`keyboardWillShow(_:)`).
    public var handler: String
    /// What the step computes or sets (`origin.y`); nil for a check, an early
    /// return or a remark.
    public var target: String?
    /// With a target, how it is computed, in names (`origin.y − keyboardHeight`);
    /// without one, the check or remark in words (`isKeyboard is false: not shifted yet, go on`).
    public var expression: String
    /// The numbers put in, with their names.
    public var operands: [NamedValue]
    /// The result, when the step computes one (nil for a check or an early return).
    public var result: Double?
    /// The UIKit line (`view.frame.origin.y -= keyboardHeight`); empty when the
    /// step has only a comment (`// constants unchanged`).
    public var uikit: String
    /// The numbers worked out (`0 − 258 = −258`); shown instead of the bare result.
    public var arithmetic: Arithmetic?
    /// The UIKit line's comment when it is not the arithmetic (`isKeyboard = false`).
    public var comment: Arithmetic?
    /// `expression` as a key when it is words, not a formula (a check, an
    /// early return, `end frame height`); the renderer words it.
    public var words: HandlerNote?
    /// A remark on a computed step (`the hide end frame keeps its height`).
    public var remark: HandlerNote?
    /// Where the learner's own code ran the line (`ViewController.swift:14`); nil for built-in strategies,
    /// whose `uikit` line is an illustration, not code that ran.
    public var location: String? = nil

    /// A step; `HandlerLog.compute` and `HandlerLog.note` are the usual way to make one.
    public init(strategy: String, handler: String, target: String? = nil, expression: String,
                operands: [NamedValue] = [], result: Double? = nil, uikit: String,
                arithmetic: Arithmetic? = nil, comment: Arithmetic? = nil, remark: HandlerNote? = nil) {
        self.strategy = strategy; self.handler = handler; self.target = target; self.expression = expression
        self.operands = operands; self.result = result; self.uikit = uikit
        self.arithmetic = arithmetic; self.comment = comment; self.remark = remark
    }

    /// A step whose expression is words (`HandlerLog` makes these).
    init(strategy: String, handler: String, target: String? = nil, words: HandlerNote,
         operands: [NamedValue] = [], result: Double? = nil, uikit: String,
         arithmetic: Arithmetic? = nil, comment: Arithmetic? = nil, remark: HandlerNote? = nil) {
        self.init(strategy: strategy, handler: handler, target: target, expression: words.english, operands: operands,
                  result: result, uikit: uikit, arithmetic: arithmetic, comment: comment, remark: remark)
        self.words = words
    }

    /// The numbers put in (`operands`).
    public var inputs: [NamedValue] { operands }

    /// The step as one formula in words: `origin.y = origin.y − keyboardHeight`.
    public var formula: String {
        guard let target else { return expression }
        return "\(target) = \(expression)" + (remark.map { " (\($0.english))" } ?? "")
    }

    /// What follows `//` on the UIKit line: the arithmetic, else the comment.
    public func codeComment(ascii: Bool) -> String? {
        codeComment(ascii: ascii, words: \.english)
    }

    /// `codeComment(ascii:)` with the words given by `words` (the session's language).
    public func codeComment(ascii: Bool, words: (HandlerNote) -> String) -> String? {
        (arithmetic ?? comment).map { $0.text(ascii: ascii, words: words) }
    }

    /// The UIKit line with the numbers as a comment:
    /// `view.frame.origin.y -= keyboardHeight  // 0 − 258 = −258`.
    public func codeLine(ascii: Bool) -> String {
        guard let note = codeComment(ascii: ascii) else { return uikit }
        return uikit.isEmpty ? "// " + note : uikit + "  // " + note
    }

    /// `codeLine` with the typographic minus.
    public var code: String { codeLine(ascii: false) }
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
    /// Why it ran, as keys (the renderer words them).
    public var reasons: [LayoutReason]
    public var changes: [FrameChange]
    public init(reasons: [LayoutReason], changes: [FrameChange]) { self.reasons = reasons; self.changes = changes }

    /// The reasons in English, joined by `; `.
    public var reason: String { reasons.map(\.english).joined(separator: "; ") }
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
    /// Code that ran, as written (`nickname.becomeFirstResponder()`,
    /// `viewWillTransition(to: …)`), or text from the learner's code.
    case note(String)
    /// A remark of the engine in words, as a key (`the keyboard is already
    /// visible: nothing is posted`); the renderer words it.
    case engineNote(EngineNote)
    /// The verdict for the first responder (always the last step).
    case verdict(Verdict)
}

extension TraceStep {
    /// The text of a `note` or (in English) an `engineNote`; nil for other steps.
    public var noteText: String? {
        switch self {
        case .note(let text): return text
        case .engineNote(let note): return note.english
        default: return nil
        }
    }
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
