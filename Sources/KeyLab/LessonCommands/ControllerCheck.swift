import KeyboardSim
import Lessons
import SimUIKit

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

    static func run(_ query: ControllerQuery, setup: [String], in session: Session) -> (passed: Bool, message: String, detail: String) {
        let messages = session.messages
        var failures: [(place: String, problem: Problem)] = []
        for device in query.devices {
            for orientation in query.orientations {
                let place = messages.text(ControllerCheckMessage.place, [
                    "device": DeviceCatalog.device(id: device)?.name ?? device,
                    "orientation": messages.text(orientation == "landscape" ? ControllerCheckMessage.landscape : ControllerCheckMessage.portrait),
                ])
                if let problem = runOne(query, device: device, orientation: orientation, setup: setup, from: session) {
                    failures.append((place, problem))
                }
            }
        }
        guard let first = failures.first else { return (true, "", "") }
        var message = "\(first.place): \(first.problem.message)"
        if failures.count > 1 {
            message += "\n" + messages.text(ControllerCheckMessage.alsoFails, ["count": String(failures.count - 1)])
        }
        let detail = failures.map { "\($0.place): \($0.problem.detail)" }.joined(separator: "\n")
        return (false, message, detail)
    }

    /// A session with the learner's Swift, the device, the orientation and the scene.
    private static func stage(_ session: Session, device: String, orientation: String, setup: [String]) -> (Session, Problem?) {
        var environment = session.environment
        environment.dataDirectory = nil
        let run = Session(environment: environment)
        run.scene.draw = false
        run.scene.animate = false
        run.scene.explain = false
        for entry in session.swift.acceptedEntries { _ = run.evaluateSwift(entry) }
        var lines = [":device \(device)"]
        if orientation == "landscape" { lines.append(":rotate landscape") }
        lines += setup.filter { $0.hasPrefix(":") && !$0.hasPrefix(":device") && !$0.hasPrefix(":rotate") }
        for line in lines {
            let reply = run.handle(line)
            if reply.failed {
                let found = reply.output.removingANSIEscapes.trimmingWhitespace
                return (run, (session.messages.screenNotAsAsked, "scene line '\(line)' fails: \(found)"))
            }
        }
        return (run, nil)
    }

    private static func runOne(_ query: ControllerQuery, device: String, orientation: String,
                               setup: [String], from session: Session) -> Problem? {
        let messages = session.messages
        let (run, staged) = stage(session, device: device, orientation: orientation, setup: setup)
        if let staged { return staged }
        // The reference run of a `matches` rule: the same scene and events under the built-in strategy.
        var reference: Simulation?
        if case .matches(let strategy, _) = query.rule {
            let (other, problem) = stage(session, device: device, orientation: orientation, setup: setup)
            if let problem { return problem }
            for line in [":strategy " + strategy.joined(separator: " ")] + query.events {
                let reply = other.handle(line)
                if reply.failed {
                    return (messages.screenNotAsAsked, "reference line '\(line)' fails: \(reply.output.removingANSIEscapes.trimmingWhitespace)")
                }
            }
            reference = other.scene.simulation
        }
        let install = run.handle(":strategy code" + (query.className.map { " " + $0 } ?? ""))
        if install.failed {
            let why = install.output.removingANSIEscapes.trimmingWhitespace
            return (messages.text(ControllerCheckMessage.notOnScreen, ["why": why]), "the controller could not be put on screen: \(why)")
        }
        if let crash = crash(in: run) {
            return (messages.text(ControllerCheckMessage.crashed, ["after": "viewDidLoad", "crash": crash]), "crash: \(crash)")
        }
        var done: [String] = []
        for event in query.events {
            let reply = run.handle(event)
            done.append(event)
            if let crash = crash(in: run) {
                return (messages.text(ControllerCheckMessage.crashed, ["after": "`\(event)`", "crash": crash]), "crash after \(event): \(crash)")
            }
            if reply.failed {
                return (messages.screenNotAsAsked, "event '\(event)' fails: \(reply.output.removingANSIEscapes.trimmingWhitespace)")
            }
        }
        let after = done.isEmpty ? "" : messages.text(ControllerCheckMessage.after, ["events": done.map { "`\($0)`" }.joined(separator: ", ")])
        let sim = run.scene.simulation
        switch query.rule {
        case .expect(let conditions):
            for condition in conditions {
                if let problem = failure(of: condition, in: sim, messages: messages) {
                    return (after + problem.message, problem.detail)
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
                        return (after + messages.text(ControllerCheckMessage.verdictDiffers, ["verdict": mine.text]),
                                "verdict: \(mine.text), the strategy gives \(theirs.text)")
                    }
                    continue
                }
                guard case .success(let expected) = reference.value(atPath: path) else { continue }
                let found = (try? sim.value(atPath: path).get()).map { formatNumber($0) } ?? "nothing"
                if case .success(let value) = sim.value(atPath: path), ExpectCommand.holds(value, "==", expected) { continue }
                let name = String(path.split(separator: ".").first ?? "")
                return (after + messages.text(ControllerCheckMessage.valueDiffers, ["path": path, "name": name, "found": found]),
                        "\(path) is \(found), the strategy gives \(formatNumber(expected))")
            }
            return nil
        }
    }

    /// What the learner's code crashed with during the last thing run, if it did.
    private static func crash(in run: Session) -> String? {
        guard let crash = run.scene.simulation.strategy.as(CodeStrategy.self)?.binding?.lastCrash else { return nil }
        return crash.message
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

    private static func failure(of condition: ControllerQuery.Condition, in sim: Simulation, messages: Messages) -> Problem? {
        switch condition {
        case .visible(let name):
            guard let frame = sim.screenFrame(of: name) else {
                return (messages.noSuchView(name), "no view named \(name)")
            }
            let covered = sim.covered(name)
            let window = sim.windowFrame
            let safeTop = window.minY + sim.safeAreaInsets.top
            if covered > 0 {
                return (messages.text(ControllerCheckMessage.covered, ["name": name, "amount": formatNumber(covered)]),
                        "\(name) is covered by \(formatNumber(covered)) pt")
            }
            if frame.minY < safeTop - 0.5 {
                return (messages.text(ControllerCheckMessage.aboveSafeArea, ["name": name, "amount": formatNumber(safeTop - frame.minY)]),
                        "\(name) is \(formatNumber(safeTop - frame.minY)) pt above the safe area")
            }
            if frame.maxY > window.maxY + 0.5 {
                return (messages.text(ControllerCheckMessage.belowScreen, ["name": name]), "\(name) is below the screen")
            }
            return nil
        case .compare(let path, let op, let number):
            switch sim.value(atPath: path) {
            case .failure(let error):
                return (messages.screenNotAsAsked, "\(path): \(error)")
            case .success(let value):
                if ExpectCommand.holds(value, op, number) { return nil }
                let name = String(path.split(separator: ".").first ?? "")
                return (messages.text(ControllerCheckMessage.valueDiffers, ["path": path, "name": name, "found": formatNumber(value)]),
                        "\(path) is \(formatNumber(value)), not \(op) \(formatNumber(number))")
            }
        }
    }
}
