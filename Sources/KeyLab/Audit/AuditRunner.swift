import KeyboardSim
import SimUIKit

/// One gauntlet run of the audit: where, and what it found.
struct AuditResult {
    var place: GauntletCase
    var outcome: GauntletOutcome
    /// The steps with their traces (kept for a replay of one case).
    var steps: [GauntletStepRecord]
}

/// Runs the gauntlet for `:audit` and `keylab audit`: for every device and
/// orientation a session of its own replays the learner's Swift and builds
/// the scene (as `:controller` checks do, so the learner's screen is never
/// touched); for every sequence a new controller is put on that screen with
/// every earlier observer unregistered, so one run cannot leak into the next.
enum AuditRunner {
    /// What is audited: the learner's controller class, or a built-in strategy's words.
    enum Subject: Equatable {
        case controller(String)
        case strategy([String])

        /// The words after `:strategy`.
        var strategyLine: String {
            switch self {
            case .controller(let name): return ":strategy code \(name)"
            case .strategy(let words): return ":strategy " + words.joined(separator: " ")
            }
        }
    }

    /// Runs every sequence (or those `filter` keeps) on every device and orientation, judging
    /// every property but those in `ignoring`; with `untilFailure`, stops at the first run that fails.
    static func run(_ subject: Subject, scene: AuditScene, from session: Session, ignoring: Set<GauntletProperty> = [],
                    untilFailure: Bool = false, learner shared: ControllerCheck.LearnerSwift? = nil,
                    filter: (GauntletCase) -> Bool = { _ in true }) -> (results: [AuditResult], stageErrors: [String]) {
        var results: [AuditResult] = []
        var errors: [String] = []
        let learner = shared ?? ControllerCheck.LearnerSwift(session)
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                let sequences = Gauntlet.sequences(for: device).filter {
                    filter(GauntletCase(sequence: $0, device: device.id, orientation: orientation))
                }
                guard !sequences.isEmpty else { continue }
                let (run, problem) = stage(session, device: device.id, orientation: orientation, scene: scene, learner: learner)
                if let problem {
                    errors.append(session.messages.text(AuditMessage.stageFailed, [
                        "device": device.name, "orientation": orientation.rawValue, "why": problem]))
                    continue
                }
                let baseline = run.scene.simulation
                for sequence in sequences {
                    let place = GauntletCase(sequence: sequence, device: device.id, orientation: orientation)
                    let result = runOne(sequence, place: place, subject: subject, baseline: baseline, ignoring: ignoring, in: run)
                    results.append(result)
                    if untilFailure, case .failed = result.outcome { return (results, errors) }
                }
            }
        }
        return (results, errors)
    }

    private static func runOne(_ sequence: GauntletSequence, place: GauntletCase, subject: Subject,
                               baseline: Simulation, ignoring: Set<GauntletProperty>, in run: Session) -> AuditResult {
        run.scene.simulation = baseline
        ControllerBinding.forgetControllers(in: run.swift)
        let install = run.handle(subject.strategyLine)
        if install.failed {
            let why = install.output.removingANSIEscapes.trimmingWhitespace
            return AuditResult(place: place, outcome: .failed(.crashed(message: why), after: subject.strategyLine), steps: [])
        }
        if let crash = run.scene.simulation.strategy.as(CodeStrategy.self)?.binding?.lastCrash {
            return AuditResult(place: place, outcome: .failed(.crashed(message: crash.message), after: "viewDidLoad"), steps: [])
        }
        var sim = run.scene.simulation
        let outcome = Gauntlet.run(sequence, on: &sim, ignoring: ignoring)
        run.scene.simulation = sim
        return AuditResult(place: place, outcome: outcome.outcome, steps: outcome.steps)
    }

    /// Steps one call into the learner's code may take (an endless loop ends the run, not the audit).
    static let stepBudget = ControllerCheck.stepBudget

    /// A session with the learner's Swift (a fork of one replay, as `:controller` checks make
    /// it), on the device and orientation, with the scene built.
    private static func stage(_ session: Session, device: String, orientation: Orientation,
                              scene: AuditScene, learner: ControllerCheck.LearnerSwift) -> (Session, String?) {
        let run = Session(environment: ControllerCheck.runEnvironment(session), swift: learner.fresh())
        run.scene.draw = false
        run.scene.animate = false
        run.scene.explain = false
        var lines = [":device \(device)"]
        if orientation == .landscape { lines.append(":rotate landscape") }
        lines += scene.lines
        for line in lines {
            let reply = run.handle(line)
            if reply.failed { return (run, "\(line) → " + reply.output.removingANSIEscapes.trimmingWhitespace) }
        }
        return (run, nil)
    }
}
