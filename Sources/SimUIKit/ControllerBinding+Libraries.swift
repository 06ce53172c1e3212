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
        applyLayoutRequests(requests, &sim, &steps)
    }

    /// Applies constraint request lines (`make|view|attribute|target|targetAttribute|constant`,
    /// `update|…`, `guide|followsUndockedKeyboard|1`) to the scene's pins.
    func applyLayoutRequests(_ requests: [String], _ sim: inout Simulation, _ steps: inout [TraceStep]) {
        // One conflict report per view, naming each of the code's constraints UIKit breaks.
        var conflicts: [(view: String, constraints: [String])] = []
        defer {
            for c in conflicts { steps.append(.engineNote(.codeViews(.autoresizingConflict(view: c.view, constraints: c.constraints)))) }
        }
        for line in requests {
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            // A setting of the keyboard layout guide, not a constraint.
            if f.count == 3 && f[0] == "guide" && f[1] == "followsUndockedKeyboard" {
                sim.setGuideFollowsUndockedFromCode(f[2] == "1", &steps)
                continue
            }
            // `autoresizing:NAME`: the constraint places or sizes a view made in code whose
            // frame UIKit still turns into constraints; UIKit breaks this one (decisions.md).
            if f.count == 7, f[6].hasPrefix("autoresizing:") {
                let view = String(f[6].dropFirst("autoresizing:".count))
                if let k = conflicts.firstIndex(where: { $0.view == view }) {
                    conflicts[k].constraints.append(ControllerBinding.constraintText(f))
                } else {
                    conflicts.append((view, [ControllerBinding.constraintText(f)]))
                }
                continue
            }
            // A seventh field names what keylab cannot solve (an inequality, a multiplier):
            // reported rather than solved as a different constraint.
            if f.count == 7 {
                steps.append(.note("constraint not added: keylab solves equal constraints with multiplier 1 only; " + f[6]
                                   + " is outside keylab's UIKit"))
                continue
            }
            guard f.count == 6, let firstAnchor = Anchor(rawValue: f[2]), let stated = Double(f[5]) else { continue }
            let first = f[1]
            guard !first.isEmpty else {
                steps.append(.engineNote(.foreignViewConstrained))
                continue
            }
            // `safe.bottom = bar.bottom + c` (a guide or container first) is kept as
            // `bar.bottom = safe.bottom - c`, the form the solver moves `bar` by.
            var (view, anchor, constant, reversed) = (first, firstAnchor, stated, false)
            var target: PinTarget? = f[3].isEmpty ? nil : PinTarget(word: f[3])
            var targetAnchor = Anchor(rawValue: f[4])
            if let second = target, let secondAnchor = targetAnchor {
                let o = sim.orientedPin(view, anchor, to: second.name, secondAnchor, constant: constant)
                (view, anchor, target, targetAnchor, constant, reversed) = (o.view, o.anchor, o.target, o.targetAnchor, o.constant, o.reversed)
            } else if PinTarget(word: view) != .view(view) {
                steps.append(.note("constraint: \(view).\(anchor.rawValue) belongs to a layout guide, which has no size of its own to set"))
                continue
            }
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
                    _ = try sim.pin(view, anchor, to: target, targetAnchor, constant: constant, reversed: reversed)
                } else {
                    _ = try sim.pinSize(view, anchor, constant)
                }
            } catch {
                steps.append(.note("constraint: \(error)"))
            }
        }
    }
}

extension ControllerBinding {
    /// A request line's constraint as the learner stated it: `bar.bottom = keyboard.top`,
    /// `bar.height = 44`, `bar.top = view.top + 8`.
    static func constraintText(_ f: [String]) -> String {
        guard f.count >= 6 else { return f.joined(separator: " ") }
        let constant = Double(f[5]) ?? 0
        guard !f[3].isEmpty else { return "\(f[1]).\(f[2]) = \(formatNumber(constant))" }
        let tail = constant == 0 ? "" : constant > 0 ? " + \(formatNumber(constant))" : " - \(formatNumber(-constant))"
        return "\(f[1]).\(f[2]) = \(f[3]).\(f[4])" + tail
    }
}
