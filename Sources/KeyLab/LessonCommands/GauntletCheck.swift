import KeyboardSim
import Lessons
import SimUIKit

/// The real world behind an exercise's `:controller` checks (DESIGN.md §9):
/// the keyboard gauntlet, run with the learner's controller on the devices
/// and orientations those checks name, over the exercise's scene. Every
/// sequence applies unless the exercise narrows it with `gauntlet:` (and
/// says why).
///
/// It runs only once the exercise's own rules hold: a learner whose field is
/// still covered on `:focus` hears that first, in the lesson's words, and
/// not the same fault again from ten sequences.
enum GauntletCheck {
    /// The sequences an exercise applies to its `:controller` checks, or nil when none does.
    static func plan(_ exercise: Exercise) -> (queries: [ControllerQuery], sequences: [GauntletSequence])? {
        let queries = exercise.checks.compactMap { check -> ControllerQuery? in
            if case .controller(let query) = check.primitive { return query }
            return nil
        }
        guard !queries.isEmpty else { return nil }
        let sequences = GauntletSequence.allCases.filter { exercise.gauntlet.includes($0.id) }
        return sequences.isEmpty ? nil : (queries, sequences)
    }

    /// The gauntlet's outcome for `exercise` in the learner's `session`, or nil when it applies none.
    static func run(_ exercise: Exercise, in session: Session,
                    learner: ControllerCheck.LearnerSwift? = nil) -> ExerciseChecks.Outcome? {
        guard let (queries, sequences) = plan(exercise) else { return nil }
        let m = session.messages
        let lastLine = exercise.checks.last { if case .controller = $0.primitive { return true } else { return false } }?.line ?? exercise.line
        let check = ExerciseCheck(text: "gauntlet", line: lastLine)
        // The class the checks name (the only controller when they name none); the checks
        // themselves say so when there is none, so the gauntlet adds nothing then.
        guard case .success(let className) = ControllerBinding.resolveClass(queries.compactMap(\.className).first ?? ExerciseController.recent(in: session),
                                                                        in: session.swift)
        else { return nil }
        let devices = Set(queries.flatMap(\.devices)), orientations = Set(queries.flatMap(\.orientations))
        let wanted = Set(sequences)
        let scene = AuditScene.fromScript(exercise.setup, name: "")
        let ignoring = Set(exercise.gauntlet.without.compactMap(GauntletProperty.init(rawValue:)))
        let (results, errors) = AuditRunner.run(.controller(className), scene: scene, from: session, ignoring: ignoring,
                                                untilFailure: true, learner: learner) { place in
            wanted.contains(place.sequence) && devices.contains(place.device) && orientations.contains(place.orientation.rawValue)
        }
        let report = AuditReport(subject: .controller(className), results: results, stageErrors: errors)
        let failures = results.filter { if case .failed = $0.outcome { return true } else { return false } }
        guard let first = failures.first, case .failed(let finding, let after) = first.outcome else {
            if let error = errors.first { return ExerciseChecks.Outcome(check: check, passed: false, message: error, detail: error) }
            return ExerciseChecks.Outcome(check: check, passed: true, message: "", detail: "")
        }
        func sentence(_ messages: Messages, _ result: AuditResult, _ finding: GauntletFinding, _ after: String) -> String {
            let place = messages.text(ControllerCheckMessage.place, [
                "device": DeviceCatalog.device(id: result.place.device)?.name ?? result.place.device,
                "orientation": messages.text(result.place.orientation == .portrait ? ControllerCheckMessage.portrait : ControllerCheckMessage.landscape),
            ])
            return messages.text(GauntletCheckMessage.failed, [
                "place": place, "explanation": messages.explanation(of: result.place.sequence), "step": after,
                "finding": messages.words(for: finding), "replay": report.replayLine(result.place)])
        }
        // The first failure only: the runs stop there (a `:check` and `check-lessons` need no more),
        // and `:audit` lists every run that breaks.
        let message = sentence(m, first, finding, after) + "\n" + m.text(GauntletCheckMessage.auditLists)
        let detail = "gauntlet \(first.place.sequence.id) on \(first.place.device) \(first.place.orientation.rawValue): "
            + "\(finding.property.id): \(finding.english) (after \(after)); \(report.replayLine(first.place))"
        return ExerciseChecks.Outcome(check: check, passed: false, message: message, detail: detail)
    }
}
