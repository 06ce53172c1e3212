import KeyboardSim
import SwiftSubset

/// What the teaching stand-ins of RxCocoa and SnapKit need from the scene:
/// text fields' editing events when the first responder changes, and the
/// constraints `snp.makeConstraints` / `snp.updateConstraints` describe,
/// applied to the scene's pins after the learner's code returns.
extension ControllerBinding {
    /// Whether the first responder changed since the learner's code last ran and someone
    /// listens for it (a text field's or text view's delegate, or RxCocoa's editing
    /// events): the next notification must run even when no one observes it, so
    /// the delegates hear of it.
    func editingEventsPending(_ sim: Simulation) -> Bool {
        guard (sim.firstResponder ?? "") != lastFirstResponder else { return false }
        return repl.declaresFunction("_keylabFocusChanged")
            || repl.call(function: "_keylabHasDelegates", arguments: []).value == .bool(true)
    }

    /// Tells the delegates (`textFieldDidEndEditing`, then `textFieldDidBeginEditing`) and
    /// RxCocoa's editing events that the first responder changed since the last notification,
    /// before the notification runs, in UIKit's order. A text view is told it began editing
    /// only after the Will notifications (`beforeWill`: the notification about to run is one):
    /// UIKit posts them first for a text view, and after `textFieldDidBeginEditing` for a
    /// text field (craiggrummitt.com 2016; IQKeyboardManager #271, #812, #1697).
    func sendEditingEvents(_ sim: Simulation, beforeWill: Bool = false, _ steps: inout [TraceStep]) {
        var now = sim.firstResponder ?? ""
        if beforeWill, !now.isEmpty, sim.view(named: now)?.kind == .textview { now = "" }
        defer { lastFirstResponder = now }
        guard now != lastFirstResponder else { return }
        var functions: [String] = []
        if repl.call(function: "_keylabHasDelegates", arguments: []).value == .bool(true) {
            functions.append("_keylabTellDelegates")
        }
        if repl.declaresFunction("_keylabFocusChanged") { functions.append("_keylabFocusChanged") }
        for function in functions {
            repl.recordsStatements = tracesStatements
            let result = repl.call(function: function, arguments: [.string(lastFirstResponder), .string(now)],
                                   interrupt: interrupt)
            repl.recordsStatements = false
            steps += LearnerTraceSteps.steps(result.statements, className: className)
            appendOutput(result.output, &steps)
            if let crash = result.crash {
                // Named as code, so the sentence around it needs no translation.
                let during = function == "_keylabFocusChanged" ? "rx.controlEvent"
                    : now.isEmpty ? "textFieldDidEndEditing(_:)" : "textFieldDidBeginEditing(_:)"
                steps += LearnerTraceSteps.crash(crash, during: during)
                return
            }
        }
    }

    /// Applies the constraint requests (activated anchors' constraints and
    /// SnapKit's) of the code that just ran: `make` adds a
    /// pin (or sets the constant of the same pin), `update` sets the constant of
    /// the pin between the same anchors, or fails as SnapKit does.
    func applySnapKit(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        // Constraints activated from anchors (`isActive = true`) and SnapKit's
        // closures take the same path to the scene's pins.
        var requests: [String] = []
        for reader in ["_keylabLayoutRequests", "_keylabSnapRequests"] where repl.declaresFunction(reader) {
            requests += repl.call(function: reader, arguments: []).value?.strings ?? []
        }
        for line in requests {
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 6, let anchor = Anchor(rawValue: f[2]), let constant = Double(f[5]) else { continue }
            let view = f[1]
            guard !view.isEmpty else {
                steps.append(.engineNote(.foreignViewConstrained))
                continue
            }
            let target: PinTarget? = f[3].isEmpty ? nil : PinTarget(word: f[3])
            let targetAnchor = Anchor(rawValue: f[4])
            let same = sim.pins.first { $0.view == view && $0.anchor == anchor && $0.target == target && $0.targetAnchor == targetAnchor }
            if let same {
                sim.setConstantFromCode(pinID: same.id, constant)
                continue
            }
            if f[0] == "update" {
                let what = "\(view).\(anchor.rawValue)" + (target.map { " to \($0.name).\(targetAnchor?.rawValue ?? "")" } ?? "")
                steps.append(.note("SnapKit: Updated constraint could not find existing matching constraint to update: \(what)"))
                steps.append(.engineNote(.hookCrashedConstraintsKept))
                continue
            }
            do {
                if let target, let targetAnchor {
                    _ = try sim.pin(view, anchor, to: target, targetAnchor, constant: constant)
                } else {
                    _ = try sim.pinSize(view, anchor, constant)
                }
            } catch {
                steps.append(.note("constraint: \(error)"))
            }
        }
    }
}

