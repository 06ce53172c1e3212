import KeyboardSim
import SimUIKit

/// `:audit [CLASS] [SEQUENCE] [DEVICE] [ORIENTATION]` and `keylab audit`
/// (DESIGN.md §9): the gauntlet for anyone's controller, or for the
/// current built-in strategy. With a sequence, device and orientation it
/// replays that one run step by step.
public enum Audit {
    static let usage = ":audit [CLASS] [SEQUENCE] [DEVICE] [ORIENTATION]"

    static var command: Command {
        Command(
            name: "audit", group: .output,
            summary: "run your controller through the keyboard gauntlet: a pass/fail table by sequence × device",
            usage: usage,
            example: ":add textfield nickname 20 600 335 44\n:strategy shift-view\n:audit show iphone-8 portrait",
            details: "Runs real-world keyboard sequences (" + GauntletSequence.allCases.map(\.id).joined(separator: ", ")
                + ") on every device and orientation, on the current scene (or one made from your outlets), and checks "
                + "after every step: " + GauntletProperty.allCases.map(\.id).joined(separator: ", ")
                + ". Each failure prints its numbers and the line that replays it. A SEQUENCE, DEVICE or ORIENTATION narrows "
                + "the runs; all three replay one run step by step. Without a controller it audits the current :strategy.",
            complete: { session, _, previous in completions(session, previous) },
            run: { session, invocation in run(session, invocation.arguments) }
        )
    }

    /// Runs the audit on the session's Swift, for the CLI: the scene comes from
    /// `sceneLines` (a script's lines, named `sceneName`) or, without them, from
    /// the session's scene or the controller's outlets. Returns the report and
    /// whether every run passed.
    public static func report(_ session: Session, className: String?, sceneLines: [String]?, sceneName: String?,
                              json: Bool) -> (output: String, passed: Bool) {
        let scriptScene = sceneLines.map { AuditScene.fromScript($0, name: sceneName ?? "") }
        let reply = run(session, className.map { [$0] } ?? [], scene: scriptScene, json: json)
        return (reply.output, !reply.failed)
    }

    static func run(_ session: Session, _ words: [String], scene given: AuditScene? = nil, json: Bool = false) -> Reply {
        let m = session.messages
        var className: String?
        var sequence: GauntletSequence?
        var device: String?
        var orientation: Orientation?
        for (k, word) in words.enumerated() {
            if let s = GauntletSequence(rawValue: word) { sequence = s }
            else if DeviceCatalog.device(id: word) != nil { device = word }
            else if let o = Orientation(rawValue: word) { orientation = o }
            else if k == 0 { className = word }
            else { return .failure(m.text(AuditMessage.unknownWord, ["word": word]) + "\n" + m.usageLabelLine + usage) }
        }
        let subject: AuditRunner.Subject
        if className != nil || !ControllerBinding.controllerClasses(in: session.swift).isEmpty {
            switch ControllerBinding.resolveClass(className, in: session.swift) {
            case .failure(let error): return .failure(m.controllerError(error))
            case .success(let name): subject = .controller(name)
            }
        } else if session.scene.simulation.strategy.name != "none", session.scene.simulation.strategy.name != CodeStrategy.name {
            subject = .strategy(session.scene.simulation.strategy.commandText.split(separator: " ").map(String.init))
        } else {
            return .failure(m.text(AuditMessage.noCode))
        }
        var scene = given ?? AuditScene.fromCurrent(session.scene.simulation)
        if given == nil, session.scene.simulation.views.count == 1, case .controller(let name) = subject,
           let outlets = AuditScene.fromOutlets(of: name, in: session.swift) {
            scene = outlets
        }
        let filter: (GauntletCase) -> Bool = { place in
            (sequence == nil || place.sequence == sequence) && (device == nil || place.device == device)
                && (orientation == nil || place.orientation == orientation)
        }
        let (results, errors) = AuditRunner.run(subject, scene: scene, from: session, filter: filter)
        let report = AuditReport(subject: subject, results: results, stageErrors: errors)
        if json { return Reply(output: report.json() + "\n", failed: !report.passed) }
        if let sequence, device != nil, orientation != nil, results.count == 1, let only = results.first {
            return Reply(output: replay(only, sequence, session).terminatedByNewline, failed: !report.passed)
        }
        let text = report.text(m, scene: scene.origin, unicode: session.style.unicode, width: session.environment.width)
        return Reply(output: text.terminatedByNewline, failed: !report.passed)
    }

    /// One run step by step: each step's command, what it did, and the verdict.
    private static func replay(_ result: AuditResult, _ sequence: GauntletSequence, _ session: Session) -> String {
        let m = session.messages
        let device = DeviceCatalog.device(id: result.place.device)?.name ?? result.place.device
        let orientation = m.text(result.place.orientation == .portrait ? ControllerCheckMessage.portrait : ControllerCheckMessage.landscape)
        var lines = [m.text(AuditMessage.replayPlace, ["sequence": sequence.id, "device": device, "orientation": orientation,
                                                      "explanation": m.explanation(of: sequence)])]
        for step in result.steps {
            lines.append("> " + step.command)
            if let trace = step.trace {
                lines += TraceFormatter.explanation(trace.steps, ascii: !session.style.unicode).map { "  " + $0 }
                if let verdict = trace.verdict, let line = VerdictText.line(verdict, in: step.after, messages: m) {
                    lines.append("  " + line)
                }
            }
        }
        switch result.outcome {
        case .passed: lines.append(m.text(AuditMessage.replayPassed))
        case .notApplicable(let skip): lines.append(m.text(AuditMessage.replayNotApplicable, ["why": m.words(for: skip)]))
        case .failed(let finding, let after):
            lines.append(m.text(AuditMessage.property, ["property": m.name(of: finding.property)]) + ": "
                         + m.words(for: finding) + " (" + m.text(AuditMessage.afterStep, ["step": after]) + ")")
        }
        return lines.joined(separator: "\n")
    }

    /// The controllers, then sequences, devices and orientations not yet given.
    static func completions(_ session: Session, _ previous: [String]) -> [String] {
        var words: [String] = []
        if previous.isEmpty { words += ControllerBinding.controllerClasses(in: session.swift) }
        if !previous.contains(where: { GauntletSequence(rawValue: $0) != nil }) { words += GauntletSequence.allCases.map(\.id) }
        if !previous.contains(where: { DeviceCatalog.device(id: $0) != nil }) { words += DeviceCatalog.ids }
        if !previous.contains(where: { Orientation(rawValue: $0) != nil }) { words += Orientation.allCases.map(\.rawValue) }
        return words
    }
}
