/// Collects a strategy handler's steps with a consistent strategy/handler label.
public struct HandlerLog: Sendable {
    /// The strategy (`shift-view`).
    public let strategy: String
    /// The handler method (`keyboardWillShow(_:)`).
    public let handler: String
    /// The steps recorded so far.
    public internal(set) var steps: [TraceStep] = []

    /// An empty log for one handler of one strategy.
    public init(_ strategy: String, _ handler: String) { self.strategy = strategy; self.handler = handler }

    /// Records a computed value: `target = expression`, the operands, the
    /// result and the UIKit line, with the numbers worked out in `arithmetic`
    /// (shown instead of the bare result) or a `comment` on the UIKit line.
    public mutating func compute(_ target: String, _ expression: String, _ operands: [NamedValue] = [],
                                 result: Double, uikit: String, arithmetic: Arithmetic? = nil,
                                 comment: Arithmetic? = nil, remark: HandlerNote? = nil) {
        steps.append(.handler(HandlerStep(strategy: strategy, handler: handler, target: target, expression: expression,
                                          operands: operands, result: result, uikit: uikit,
                                          arithmetic: arithmetic, comment: comment, remark: remark)))
    }

    /// `compute` with the value's meaning in words (`end frame height`) instead of a formula.
    public mutating func compute(_ target: String, _ words: HandlerNote, _ operands: [NamedValue] = [],
                                 result: Double, uikit: String, arithmetic: Arithmetic? = nil,
                                 comment: Arithmetic? = nil, remark: HandlerNote? = nil) {
        steps.append(.handler(HandlerStep(strategy: strategy, handler: handler, target: target, words: words,
                                          operands: operands, result: result, uikit: uikit,
                                          arithmetic: arithmetic, comment: comment, remark: remark)))
    }

    /// Records the step most handlers start with: `keyboardHeight` read from
    /// the end frame, less the bottom safe-area inset when the handler
    /// subtracts it (`safeAreaInset` non-nil). Returns the height.
    @discardableResult
    public mutating func keyboardHeight(endFrameHeight full: Double, minusSafeArea safeAreaInset: Double? = nil) -> Double {
        guard let inset = safeAreaInset else {
            compute("keyboardHeight", .endFrameHeight, [NamedValue("keyboardHeight", full)],
                    result: full, uikit: "let keyboardHeight = keyboardFrame.height", arithmetic: "\(full)")
            return full
        }
        let h = full - inset
        compute("keyboardHeight", "endFrame.height − safeAreaInsets.bottom",
                [NamedValue("endFrame.height", full), NamedValue("view.safeAreaInsets.bottom", inset)],
                result: h, uikit: "let keyboardHeight = keyboardFrame.height - view.safeAreaInsets.bottom",
                arithmetic: "\(full) − \(inset) = \(h)")
        return h
    }

    /// Records a check, an early return or a remark in words, with the UIKit
    /// line and its comment (shown beside the words when there are operands or a result).
    public mutating func note(_ note: HandlerNote, _ operands: [NamedValue] = [], result: Double? = nil,
                              uikit: String, comment: Arithmetic? = nil) {
        steps.append(.handler(HandlerStep(strategy: strategy, handler: handler, words: note,
                                          operands: operands, result: result, uikit: uikit, comment: comment)))
    }
}

/// A number as explanations show it (typographic minus).
func num(_ v: Double) -> String { formatNumber(v, ascii: false) }

/// A rectangle as explanations show it: `(0, 409, 375, 258)`.
func rectText(_ r: Rect) -> String { "(\(num(r.x)), \(num(r.y)), \(num(r.width)), \(num(r.height)))" }
