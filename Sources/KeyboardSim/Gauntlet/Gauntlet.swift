/// The keyboard gauntlet (DESIGN.md §9): runs a named real-world sequence on
/// a screen whose strategy is already set, on the device and orientation the
/// screen is in, and checks the universal properties after every step.
/// Pure: it takes the simulation and returns what it found; the caller
/// prepares a fresh screen for each run (a controller keeps state between
/// notifications, so one run must not leak into the next).
public enum Gauntlet {
    /// How much wider than its resting gap a view that sits on the keyboard
    /// may float above it, in points.
    public static let margin = 8.0

    /// Every sequence that can run on this device (the iPad-only ones need an iPad).
    public static func sequences(for device: Device) -> [GauntletSequence] {
        GauntletSequence.allCases.filter { !$0.needsIPad || device.isPad }
    }

    /// Runs `sequence` on `sim` (which it changes) and checks every property after each step,
    /// but those in `ignoring` (an exercise that is not yet about them says so).
    public static func run(_ sequence: GauntletSequence, on sim: inout Simulation,
                           ignoring: Set<GauntletProperty> = []) -> GauntletRun {
        var checker = GauntletChecker(sequence: sequence)
        checker.ignoring = ignoring
        return checker.run(&sim)
    }
}

/// The state of one run: the resting layouts met so far, the first layout of
/// each keyboard state, and the steps done.
struct GauntletChecker {
    let sequence: GauntletSequence
    var rests: [String: GauntletRest] = [:]
    var firstUp: [String: GauntletLayout] = [:]
    var done: [GauntletStepRecord] = []
    /// Properties not judged in this run.
    var ignoring: Set<GauntletProperty> = []
    /// A handler that ran while the screen was off, held until the pop at the end of
    /// push-pop: an observer that is never removed usually keeps its controller alive
    /// too, and the leak, the cause, is the finding to report when there is one.
    var heldOffScreen: (finding: GauntletFinding, after: String)?

    init(sequence: GauntletSequence) { self.sequence = sequence }

    mutating func run(_ sim: inout Simulation) -> GauntletRun {
        let outcome = play(&sim)
        return GauntletRun(outcome: outcome, steps: done)
    }

    private mutating func play(_ sim: inout Simulation) -> GauntletOutcome {
        if sequence.needsIPad && !sim.device.isPad { return .notApplicable(.needsIPad) }
        if sequence.needsScrollView && !sim.hasScrollView { return .notApplicable(.needsScrollView) }
        for step in sequence.setup {
            if let outcome = apply(step, &sim) { return outcome }
        }
        if sequence.rotates {
            // The resting layout in the other orientation, measured before any keyboard.
            for step in [GauntletStep.event(.rotate(to: nil)), .event(.rotate(to: nil))] {
                if let outcome = apply(step, &sim) { return outcome }
                if rests[key(sim)] == nil { rests[key(sim)] = GauntletRest(sim) }
            }
            if GauntletRest(sim).fields.isEmpty { return .notApplicable(.noFieldFits) }
        }
        let rest = GauntletRest(sim)
        rests[key(sim)] = rest
        guard let low = rest.fields.first else { return .notApplicable(.noFieldFits) }
        let high = rest.fields.count > 1 ? rest.fields.last : nil
        if sequence.needsTwoFields && high == nil { return .notApplicable(.needsTwoFields) }
        if sequence.rotates {
            let other = rests.first { $0.key != key(sim) }?.value
            guard let other, other.fields.contains(low) else { return .notApplicable(.otherOrientationDoesNotFit) }
        }
        for step in sequence.steps(low: low, high: high) {
            if let outcome = apply(step, &sim) { return outcome }
        }
        if let held = heldOffScreen { return .failed(held.finding, after: held.after) }
        return .passed
    }

    /// The resting layouts are per orientation and window.
    private func key(_ sim: Simulation) -> String {
        sim.orientation.rawValue + " " + sim.window.commandText + " " + sim.presentation.style.rawValue
    }

    /// Applies one step and checks the properties; an outcome ends the run.
    private mutating func apply(_ step: GauntletStep, _ sim: inout Simulation) -> GauntletOutcome? {
        let command = step.commandText
        // Under a sheet the presenter is still on screen (behind it): its
        // observers run, as on a device; what counts is the layout it is
        // left with when the sheet goes (resting layout, no drift).
        let wasOff = !sim.screenVisible && sim.presentation.coveredBy == nil
        let animationsBefore = sim.handlerAnimations.count
        var trace: Trace?
        switch step {
        case .event(let event):
            let t = sim.apply(event)
            trace = t
            done.append(GauntletStepRecord(command: command, trace: t, after: sim))
            if let error = t.error {
                return .notApplicable(.eventNotPossible(command: command, reason: "\(error)"))
            }
        case .window(let mode):
            do {
                try sim.setWindow(mode)
            } catch {
                done.append(GauntletStepRecord(command: command, trace: nil, after: sim))
                return .notApplicable(.eventNotPossible(command: command, reason: "\(error)"))
            }
            done.append(GauntletStepRecord(command: command, trace: nil, after: sim))
        case .present(let style):
            sim.setPresentation(style)
            done.append(GauntletStepRecord(command: command, trace: nil, after: sim))
        }
        if let trace, let finding = GauntletChecker.leak(in: trace), judged(finding) { return .failed(finding, after: command) }
        // Once a finding is held, the run only plays on to the pop.
        if heldOffScreen != nil { return nil }
        if let trace, let finding = GauntletChecker.crash(in: trace), judged(finding) { return .failed(finding, after: command) }
        if let trace, wasOff, case .event(let e) = step, e != .screenAppear,
           let handler = GauntletChecker.handlerRun(in: trace), judged(.handlerOffScreen(handler: handler)) {
            if sequence == .pushPop && !ignoring.contains(.releasedAfterPop) {
                heldOffScreen = (.handlerOffScreen(handler: handler), command)
                return nil
            }
            return .failed(.handlerOffScreen(handler: handler), after: command)
        }
        if let wrong = sim.handlerAnimations.dropFirst(animationsBefore).first(where: { !$0.followsKeyboard }),
           judged(.timing(wrong)) {
            return .failed(.timing(wrong), after: command)
        }
        if let finding = check(sim) { return .failed(finding, after: command) }
        return nil
    }

    /// Whether the run judges the property `finding` breaks.
    private func judged(_ finding: GauntletFinding) -> Bool {
        !ignoring.contains(finding.property)
    }

    /// The properties that hold at any moment, given the keyboard's state now.
    private mutating func check(_ sim: Simulation) -> GauntletFinding? {
        guard sim.screenVisible, let rest = rests[key(sim)] else { return nil }
        let layout = GauntletLayout(sim)
        guard sim.keyboard.docked, let field = sim.firstResponder, let kb = sim.keyboardFrame else {
            // The keyboard is down (or floats, which the app hears as a hide): the screen rests.
            if let d = layout.firstDifference(from: rest.layout),
               case let finding = GauntletFinding.notRestored(view: d.view, what: d.what, expected: d.theirs, found: d.mine),
               judged(finding) {
                return finding
            }
            return nil
        }
        let visibility: GauntletFinding?
        switch sim.verdict().kind {
        case .covered(let n): visibility = .covered(field: field, by: n)
        case .belowScreen(let n): visibility = .belowScreen(field: field, by: n)
        case .aboveSafeArea(let n): visibility = .aboveSafeArea(field: field, by: n)
        case .visible, .noFirstResponder: visibility = nil
        }
        if let visibility, judged(visibility) { return visibility }
        for bar in rest.bottomViews {
            guard let f = sim.screenFrame(of: bar.name), f != bar.frame, f.maxY <= kb.minY + 0.5,
                  !sim.hasViewBetween(bar.name, f, andTop: kb.minY) else { continue }
            let allowed = max(0, bar.gap) + Gauntlet.margin
            let gap = kb.minY - f.maxY
            if gap > allowed && !ignoring.contains(.sitsOnKeyboard) { return .gap(view: bar.name, gap: gap, allowed: allowed) }
        }
        let upKey = key(sim) + " \(field) \(kb) \(sim.hardwareKeyboard)"
        if let first = firstUp[upKey] {
            if let d = layout.firstDifference(from: first), !ignoring.contains(.noDrift) {
                return .drifted(view: d.view, what: d.what, first: d.theirs, found: d.mine)
            }
        } else {
            firstUp[upKey] = layout
        }
        return nil
    }

    /// The crash a handler of the code on screen reported, if any.
    static func crash(in trace: Trace) -> GauntletFinding? {
        for (k, step) in trace.steps.enumerated() {
            guard case .engineNote(let note) = step else { continue }
            switch note {
            case .hookCrashed, .hookCrashedConstraintsKept:
                let before = k > 0 ? trace.steps[k - 1].noteText : nil
                return .crashed(message: before ?? note.english)
            default: continue
            }
        }
        return nil
    }

    /// The controller a pop left alive, if any (the code strategy says so in its trace).
    static func leak(in trace: Trace) -> GauntletFinding? {
        for step in trace.steps {
            if case .engineNote(.controllerStillAlive(let name)) = step { return .stillAlive(controller: name) }
        }
        return nil
    }

    /// The first handler of the app's code in a trace: `ViewController keyboardWillShow(_:)`.
    /// UIKit's and SwiftUI's own observers (labelled `(UIKit, automatic)`,
    /// Simulation+SystemAdjustments) are the system's, not the app's to remove.
    static func handlerRun(in trace: Trace) -> String? {
        for step in trace.steps {
            if case .handler(let h) = step, !h.handler.hasSuffix(", automatic)") { return "\(h.strategy) \(h.handler)" }
        }
        return nil
    }
}
