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

    /// Records one step: formula, inputs, result and the UIKit line.
    public mutating func add(_ formula: String, _ inputs: [NamedValue] = [], result: Double? = nil, code: String) {
        steps.append(.handler(HandlerStep(strategy: strategy, handler: handler, formula: formula,
                                          inputs: inputs, result: result, code: code)))
    }
}

/// A number as explanations show it (typographic minus).
func num(_ v: Double) -> String { formatNumber(v, ascii: false) }

/// A rectangle as explanations show it: `(0, 409, 375, 258)`.
func rectText(_ r: Rect) -> String { "(\(num(r.x)), \(num(r.y)), \(num(r.width)), \(num(r.height)))" }
