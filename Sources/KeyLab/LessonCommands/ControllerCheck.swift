import KeyboardSim
import Lessons
import SimUIKit
import SwiftSubset

/// Runs a `:controller` check: for every device × orientation, a session of
/// its own replays the learner's Swift, builds the exercise's scene, puts the
/// controller on screen, runs the events and tests the rule. A session per
/// run, so observers one run left registered cannot act in the next, and the
/// learner's own screen is never touched.
///
/// A failure says on which device and orientation, after which events, what
/// is wrong in the learner's terms, and what *their* code gave; never the
/// expected value.
enum ControllerCheck {
    /// What one run found: nil when the rule held, else (learner's text, author's text).
    typealias Problem = (message: String, detail: String)

    /// Steps one call into the learner's code may take in a check run. A keyboard handler needs
    /// thousands; an endless loop is stopped after this many instead of the REPL's budget, so a
    /// `:check` on 8 devices ends in seconds rather than minutes.
    static let stepBudget = 5_000_000

    static func run(_ query: ControllerQuery, setup: [String], in session: Session,
                    learner shared: LearnerSwift? = nil) -> (passed: Bool, message: String, detail: String) {
        var query = query
        // No class named: the one the learner declared for this exercise, not an earlier lesson's.
        if query.className == nil { query.className = ExerciseController.recent(in: session) }
        let messages = session.messages
        var failures: [(place: String, problem: Problem)] = []
        let learner = shared ?? LearnerSwift(session)
        for device in query.devices {
            for orientation in query.orientations {
                let place = messages.text(ControllerCheckMessage.place, [
                    "device": DeviceCatalog.device(id: device)?.name ?? device,
                    "orientation": messages.text(orientation == "landscape" ? ControllerCheckMessage.landscape : ControllerCheckMessage.portrait),
                ])
                var endless = false
                if let problem = runOne(query, device: device, orientation: orientation, setup: setup, from: session,
                                        learner: learner, endless: &endless) {
                    failures.append((place, problem))
                }
                // The same loop would run on every other device: say so once, at once.
                if endless { return (false, "\(place): \(failures[failures.count - 1].problem.message)",
                                     "\(place): \(failures[failures.count - 1].problem.detail)") }
            }
        }
        guard let first = failures.first else { return (true, "", "") }
        var message = "\(first.place): \(first.problem.message)"
        if failures.count > 1 {
            message += "\n" + (failures.count == 2 ? messages.text(ControllerCheckMessage.alsoFailsOne)
                                                 : messages.text(ControllerCheckMessage.alsoFails, ["count": String(failures.count - 1)]))
        }
        let detail = failures.map { "\($0.place): \($0.problem.detail)" }.joined(separator: "\n")
        return (false, message, detail)
    }

    /// The learner's Swift, replayed once per check in a session of its own; each run starts
    /// from a fork of it (SwiftREPL.fork) instead of compiling every entry, `import UIKit`'s
    /// prelude included, again on every device. When the learner's globals hold objects a fork
    /// would share, each run replays the entries in a fresh session as before.
    final class LearnerSwift {
        fileprivate let entries: [String]
        private let environment: SessionEnvironment
        private var replayed: SwiftREPL?

        init(_ session: Session) {
            entries = session.swift.acceptedEntries
            environment = ControllerCheck.runEnvironment(session)
        }

        /// A REPL holding the learner's declarations, for one run.
        func fresh() -> SwiftREPL {
            if replayed == nil { replayed = replay() }
            if let base = replayed, let copy = base.fork() { return copy }
            return replay()
        }

        private func replay() -> SwiftREPL {
            let run = Session(environment: environment)
            for entry in entries { _ = run.evaluateSwift(entry) }
            return run.swift
        }
    }

    /// One replay shared by an exercise's `:controller` checks and its gauntlet: each
    /// replay compiles `import UIKit`'s prelude again. An `expect:` check between them may
    /// add an entry; the next check then replays afresh.
    final class SharedLearner {
        private let session: Session
        private var learner: LearnerSwift?

        init(_ session: Session) { self.session = session }

        /// The replay of the session's entries as they are now.
        func current() -> LearnerSwift {
            if let learner, learner.entries == session.swift.acceptedEntries { return learner }
            let made = LearnerSwift(session)
            learner = made
            return made
        }
    }

    /// The settings of a check run: the learner's, with no saving and the check's step budget.
    static func runEnvironment(_ session: Session) -> SessionEnvironment {
        var environment = session.environment
        environment.dataDirectory = nil
        environment.limits.maxSteps = min(environment.limits.maxSteps, stepBudget)
        return environment
    }

    /// A session with the learner's Swift (unless `learner` is nil: the reference run of a
    /// `matches` rule runs a built-in strategy, which none of it can reach), the device, the
    /// orientation and the scene.
    private static func stage(_ session: Session, device: String, orientation: String, setup: [String],
                              learner: LearnerSwift?) -> (Session, Problem?) {
        let environment = runEnvironment(session)
        let run = learner.map { Session(environment: environment, swift: $0.fresh()) } ?? Session(environment: environment)
        run.scene.draw = false
        run.scene.animate = false
        run.scene.explain = false
        var lines = [":device \(device)"]
        if orientation == "landscape" { lines.append(":rotate landscape") }
        lines += setup.filter { $0.hasPrefix(":") && !$0.hasPrefix(":device") && !$0.hasPrefix(":rotate") }
        for line in lines {
            let reply = run.handle(line)
            if reply.failed {
                let found = reply.output.removingANSIEscapes.trimmingWhitespace
                return (run, (session.messages.screenNotAsAsked, "\(line) → \(found)"))
            }
        }
        return (run, nil)
    }

    private static func runOne(_ query: ControllerQuery, device: String, orientation: String,
                               setup: [String], from session: Session, learner: LearnerSwift, endless: inout Bool) -> Problem? {
        let messages = session.messages
        /// The learner's sentence, and the same in English with the wanted value for the author.
        func say(_ key: ControllerCheckMessage, _ arguments: [String: String], wanted: String? = nil) -> Problem {
            let english = Messages(.english).text(key, arguments)
            return (messages.text(key, arguments), english + (wanted.map { " (≠ \($0))" } ?? ""))
        }
        let (run, staged) = stage(session, device: device, orientation: orientation, setup: setup, learner: learner)
        if let staged { return staged }
        // The reference run of a `matches` rule: the same scene and events under the built-in strategy.
        var reference: Simulation?
        if case .matches(let strategy, _) = query.rule {
            let (other, problem) = stage(session, device: device, orientation: orientation, setup: setup, learner: nil)
            if let problem { return problem }
            for line in [":strategy " + strategy.joined(separator: " ")] + query.events {
                let reply = other.handle(line)
                if reply.failed {
                    return (messages.screenNotAsAsked, "\(line) → \(reply.output.removingANSIEscapes.trimmingWhitespace)")
                }
            }
            reference = other.scene.simulation
        }
        let install = run.handle(":strategy code" + (query.className.map { " " + $0 } ?? ""))
        if install.failed {
            let why = install.output.removingANSIEscapes.trimmingWhitespace
            return say(.notOnScreen, ["why": why])
        }
        if let crash = crash(in: run) {
            endless = isEndless(crash)
            return crashProblem(crash, after: "viewDidLoad") { say($0, $1) }
        }
        var done: [String] = []
        for event in query.events {
            let reply = run.handle(event)
            done.append(event)
            if let crash = crash(in: run) {
                endless = isEndless(crash)
                return crashProblem(crash, after: "`\(event)`") { say($0, $1) }
            }
            if reply.failed {
                return (messages.screenNotAsAsked, "\(event) → \(reply.output.removingANSIEscapes.trimmingWhitespace)")
            }
        }
        let after = done.isEmpty ? "" : messages.text(ControllerCheckMessage.after, ["events": done.map { "`\($0)`" }.joined(separator: ", ")])
        let sim = run.scene.simulation
        switch query.rule {
        case .expect(let conditions):
            for condition in conditions {
                if let problem = failure(of: condition, in: sim, say: say) {
                    return (after + problem.message, done.joined(separator: "; ") + " → " + problem.detail)
                }
            }
            return nil
        case .matches(_, let paths):
            guard let reference else { return nil }
            let compared = paths.isEmpty ? defaultPaths(reference) : paths
            for path in compared {
                if path == "verdict" {
                    let mine = sim.verdict(), theirs = reference.verdict()
                    if !sameVerdict(mine, theirs) {
                        let problem = say(.verdictDiffers, ["verdict": mine.text], wanted: theirs.text)
                        return (after + problem.message, problem.detail)
                    }
                    continue
                }
                guard case .success(let expected) = reference.value(atPath: path) else { continue }
                let found = (try? sim.value(atPath: path).get()).map { formatNumber($0) } ?? "nothing"
                if case .success(let value) = sim.value(atPath: path), ExpectCommand.holds(value, "==", expected) { continue }
                let name = String(path.split(separator: ".").first ?? "")
                let problem = say(.valueDiffers, ["path": path, "name": name, "found": found], wanted: formatNumber(expected))
                return (after + problem.message, problem.detail)
            }
            return nil
        }
    }

    /// What the learner's code crashed with during the last thing run, if it did.
    private static func crash(in run: Session) -> SwiftCrash? {
        run.scene.simulation.strategy.as(CodeStrategy.self)?.binding?.lastCrash
    }

    /// A run out of steps (the depth limit is a crash like any other): an endless loop.
    private static func isEndless(_ crash: SwiftCrash) -> Bool {
        crash.kind == .limit && crash.message.contains("steps")
    }

    /// A crash in the learner's words; a run out of steps is an endless loop, not a crash.
    private static func crashProblem(_ crash: SwiftCrash, after: String,
                                     say: (ControllerCheckMessage, [String: String]) -> Problem) -> Problem {
        if isEndless(crash) {
            return say(.endless, ["after": after, "steps": formatNumber(Double(stepBudget))])
        }
        return say(.crashed, ["after": after, "crash": crash.message])
    }

    /// Every view's frame, each scroll view's offset and bottom inset, and the verdict.
    private static func defaultPaths(_ sim: Simulation) -> [String] {
        var paths: [String] = []
        for v in sim.views {
            paths += ["x", "y", "width", "height"].map { "\(v.name).\($0)" }
            if v.kind.isScrollView { paths += ["\(v.name).offsetY", "\(v.name).insetBottom"] }
        }
        return paths + ["verdict"]
    }

    /// Same kind of verdict with amounts within the `:expect` tolerance.
    private static func sameVerdict(_ a: Verdict, _ b: Verdict) -> Bool {
        guard a.field == b.field else { return false }
        switch (a.kind, b.kind) {
        case (.noFirstResponder, .noFirstResponder): return true
        case (.visible(let x), .visible(let y)), (.covered(let x), .covered(let y)),
             (.aboveSafeArea(let x), .aboveSafeArea(let y)), (.belowScreen(let x), .belowScreen(let y)):
            return ExpectCommand.holds(x, "==", y)
        default: return false
        }
    }

    private static func failure(of condition: ControllerQuery.Condition, in sim: Simulation,
                                say: (ControllerCheckMessage, [String: String], String?) -> Problem) -> Problem? {
        switch condition {
        case .visible(let name):
            guard let frame = sim.screenFrame(of: name) else { return say(.noView, ["name": name], nil) }
            let covered = sim.covered(name)
            let window = sim.hostFrame  // the window, or the sheet the screen is in
            let safeTop = window.minY + sim.safeAreaInsets.top
            if covered > 0 { return say(.covered, ["name": name, "amount": formatNumber(covered)], "0") }
            if frame.minY < safeTop - 0.5 {
                return say(.aboveSafeArea, ["name": name, "amount": formatNumber(safeTop - frame.minY)], nil)
            }
            if frame.maxY > window.maxY + 0.5 { return say(.belowScreen, ["name": name], nil) }
            return nil
        case .onKeyboard(let name):
            guard let frame = sim.screenFrame(of: name) else { return say(.noView, ["name": name], nil) }
            guard let keyboard = sim.keyboardFrame else { return say(.noKeyboard, [:], nil) }
            let gap = keyboard.minY - frame.maxY
            if abs(gap) <= 0.5 { return nil }
            // A bar wholly under the keyboard is not "covered by 253 pt" when it is 44 tall.
            let kind: ControllerCheckMessage = gap > 0 ? .gapAbove : (-gap >= frame.height - 0.5 ? .underKeyboard : .overlapsKeyboard)
            return say(kind, ["name": name, "amount": formatNumber(abs(gap))], "0")
        case .insetForKeyboard(let name):
            guard case .success(let adjusted) = sim.value(atPath: name + ".adjustedBottom") else {
                return say(.noView, ["name": name], nil)
            }
            let covered = sim.covered(name)
            if ExpectCommand.holds(adjusted, "==", covered) { return nil }
            return say(adjusted > covered ? .insetTooLarge : .insetTooSmall, ["name": name, "found": formatNumber(adjusted)], formatNumber(covered))
        case .compare(let path, let op, let number):
            switch sim.value(atPath: path) {
            case .failure(let error):
                return say(.noView, ["name": path], "\(error)")
            case .success(let value):
                if ExpectCommand.holds(value, op, number) { return nil }
                let name = String(path.split(separator: ".").first ?? "")
                return say(.valueDiffers, ["path": path, "name": name, "found": formatNumber(value)], "\(op) \(formatNumber(number))")
            }
        }
    }
}
