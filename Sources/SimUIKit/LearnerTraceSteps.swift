import KeyboardSim
import SwiftSubset

/// The learner's statements as structured trace steps, the same `HandlerStep`
/// values the built-in strategies produce: `ViewController.swift:14
/// self.view.frame.origin.y -= keyboardHeight   0 − 258 = −258`.
enum LearnerTraceSteps {
    static func steps(_ statements: [TracedStatement], className: String) -> [TraceStep] {
        LearnerTraceRuns.shortened(statements, line: { .handler(step($0, className: className)) },
                                   marker: { count, s in .handler(marker(count, after: s, className: className)) })
    }

    /// `⋮ ×396`: statements left out of a long run, under the same handler header.
    static func marker(_ count: Int, after s: TracedStatement, className: String) -> HandlerStep {
        var marker = step(s, className: className)
        marker.location = nil
        marker.target = nil
        marker.operands = []
        marker.result = nil
        marker.comment = nil
        marker.arithmetic = nil
        marker.expression = "⋮ ×\(count)"
        marker.uikit = marker.expression
        return marker
    }

    static func step(_ s: TracedStatement, className: String) -> HandlerStep {
        // `ViewController.keyboardWillShow(_:)` → header `ViewController keyboardWillShow(_:)`.
        let owner: String
        let handler: String
        let closure = s.function.hasPrefix("closure in ") ? "closure in " : ""
        let function = String(s.function.dropFirst(closure.count))
        if let dot = function.firstIndex(of: "."), !function.hasPrefix("top level") {
            owner = String(function[..<dot])
            handler = closure + String(function[function.index(after: dot)...])
        } else {
            owner = className
            handler = s.function
        }
        var step = HandlerStep(strategy: owner, handler: handler, target: nil, expression: s.text,
                               operands: operands(s), result: s.after, uikit: s.text, comment: arithmetic(s))
        step.location = "\(s.file):\(s.line)"
        return step
    }

    static func operands(_ s: TracedStatement) -> [NamedValue] {
        guard let target = s.target else { return [] }
        var values: [NamedValue] = []
        if let before = s.before { values.append(NamedValue(target, before)) }
        return values
    }

    /// The numbers of an assignment: `0 − 258 = −258`, `20 → 0`, `258` for a `let`.
    static func arithmetic(_ s: TracedStatement) -> Arithmetic? {
        guard let op = s.operation, let after = s.after else { return nil }
        switch op {
        case "let", "var": return "\(after)"
        case "=":
            guard let before = s.before else { return "\(after)" }
            return "\(before) → \(after)"
        case "-=":
            guard let before = s.before else { return "\(after)" }
            return "\(before) − \(before - after) = \(after)"
        case "+=":
            guard let before = s.before else { return "\(after)" }
            return "\(before) + \(after - before) = \(after)"
        case "*=":
            guard let before = s.before, before != 0 else { return "\(after)" }
            return "\(before) × \(after / before) = \(after)"
        case "/=":
            guard let before = s.before, after != 0 else { return "\(after)" }
            return "\(before) ÷ \(before / after) = \(after)"
        default:
            return "\(after)"
        }
    }

    /// The app's crash, as the console would show it, and what keylab does about it.
    static func crash(_ crash: SwiftCrash, during handler: String) -> [TraceStep] {
        var where_ = ""
        if let file = crash.file, let line = crash.line {
            where_ = "\(file):\(line)"
            if let function = crash.function { where_ += " in \(function)" }
        }
        var steps: [TraceStep] = [.note(crash.text + (where_.isEmpty ? "" : "  (" + where_ + ")"))]
        steps.append(.engineNote(.hookCrashed(handler: handler)))
        return steps
    }
}
