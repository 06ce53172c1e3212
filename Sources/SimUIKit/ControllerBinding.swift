import KeyboardSim
import SwiftSubset

/// The learner's view controller on the simulated screen (DESIGN.md §8): one
/// REPL session, one controller at a time. Before each notification the
/// scene's views are copied into the prelude's UIView objects, the
/// notification is posted through the prelude's NotificationCenter (so the
/// learner's registrations decide what runs), and what the handlers set is
/// read back into the scene. Nothing is compiled per notification.
public final class ControllerBinding: @unchecked Sendable {
    /// The session the controller lives in.
    public let repl: SwiftREPL
    /// The controller's class.
    public private(set) var className: String = ""
    /// The outlets connected at the last install.
    public private(set) var outlets = OutletPlan(views: [], constraints: [], mismatches: [])
    /// Whether handlers' statements are recorded for the trace (the learner's lines with values).
    public var tracesStatements = true
    /// Ctrl-C, polled while the learner's code runs.
    public var interrupt: @Sendable () -> Bool = { false }
    /// The crash of the last notification or lifecycle call, nil when it finished.
    public private(set) var lastCrash: SwiftCrash?

    /// The scene the views were made for: names, kinds, parents and named pins.
    private var sceneSignature: [String] = []
    private var connectSource = ""
    /// The first responder when the learner's code last ran (RxCocoa's editing events).
    var lastFirstResponder = ""

    /// A binding to `repl`, which must have imported UIKit before `install`.
    public init(repl: SwiftREPL) {
        self.repl = repl
    }

    /// The UIViewController subclasses the learner declared, sorted.
    public static func controllerClasses(in repl: SwiftREPL) -> [String] {
        repl.declaredClasses.filter { $0.module != "UIKit" && $0.superclasses.contains("UIViewController") }.map(\.name)
    }

    /// Which class `:strategy code [CLASS]` means: the one named, or the only one declared.
    public static func resolveClass(_ name: String?, in repl: SwiftREPL) -> Result<String, ControllerError> {
        guard repl.declaresFunction("_keylabInstall") else { return .failure(.noUIKit) }
        let candidates = controllerClasses(in: repl)
        if let name {
            return candidates.contains(name) ? .success(name) : .failure(.unknownClass(name, candidates: candidates))
        }
        switch candidates.count {
        case 0: return .failure(.noController)
        case 1: return .success(candidates[0])
        default: return .failure(.ambiguous(candidates))
        }
    }

    /// Puts a new controller of `className` on the screen in place of any
    /// before it (which gets viewWillDisappear and viewDidDisappear, then is
    /// released), connects its outlets, sets the `code` strategy and calls
    /// viewDidLoad, viewWillAppear and viewDidAppear. Returns the trace of
    /// what ran. The class must come from `resolveClass`.
    public func install(className: String, in sim: inout Simulation) -> Result<[TraceStep], ControllerError> {
        var steps: [TraceStep] = []
        if let old = sim.strategy.as(CodeStrategy.self)?.binding, sim.screenVisible {
            old.lifecycle("viewWillDisappear", sim: &sim, &steps)
            old.lifecycle("viewDidDisappear", sim: &sim, &steps)
        }
        self.className = className
        outlets = OutletPlan.make(for: className, classes: repl.declaredClasses, sim: sim)
        connectSource = outlets.connectSource(className: className)
        buildScene(sim)
        sync(sim)
        let made = repl.evaluateHostSource("_keylabInstall(\(className)(), \(connectSource))", interrupt: interrupt)
        if made.failed {
            return .failure(.creationFailed(className, output: made.output))
        }
        appendOutput(made.output, &steps)
        var strategy = CodeStrategy()
        strategy.binding = self
        // Setting a strategy cannot fail for `code` (it names no views).
        try? sim.setStrategy(Strategy(strategy))
        if !outlets.views.isEmpty || !outlets.constraints.isEmpty {
            steps.append(.note("outlets connected: " + (outlets.views.map(\.name) + outlets.constraints).joined(separator: ", ")))
        }
        for m in outlets.mismatches {
            steps.append(.note("outlet \(m.name) is declared \(m.declared) but the scene's \(m.name) is a \(m.actual): not connected"))
        }
        for method in ["viewDidLoad", "viewWillAppear", "viewDidAppear"] {
            lifecycle(method, sim: &sim, &steps)
        }
        return .success(steps)
    }

    /// Calls a lifecycle method of the controller, then reads what it set back into the scene.
    func lifecycle(_ method: String, size: Size = .zero, sim: inout Simulation, _ steps: inout [TraceStep]) {
        steps.append(.note(method == "viewWillTransition"
            ? "\(className).viewWillTransition(to: CGSize(width: \(formatNumber(size.width)), height: \(formatNumber(size.height))), with: coordinator)"
            : "\(className).\(method)(\(method == "viewDidLoad" ? "" : "_:"))"))
        run("_keylabLifecycle", [.string(method), .double(size.width), .double(size.height)], handler: method, sim: &sim, &steps)
    }

    /// Posts one keyboard notification to the learner's observers.
    func post(_ n: KeyboardNotification, sim: inout Simulation, _ steps: inout [TraceStep]) {
        let info = n.userInfo
        let numbers: [HostValue] = [info.frameBegin.x, info.frameBegin.y, info.frameBegin.width, info.frameBegin.height,
                                    info.frameEnd.x, info.frameEnd.y, info.frameEnd.width, info.frameEnd.height,
                                    info.duration, Double(info.curve)].map { .double($0) }
        run("_keylabPost", [.string(n.name.rawValue), .array(numbers), .bool(info.isLocal)],
            handler: n.name.rawValue, sim: &sim, &steps)
    }

    /// Syncs the scene in, runs one host function, and reads the views back
    /// unless the learner's code crashed (the scene then keeps its state).
    private func run(_ function: String, _ arguments: [HostValue], handler: String,
                     sim: inout Simulation, _ steps: inout [TraceStep]) {
        sync(sim)
        sendEditingEvents(sim, &steps)
        repl.recordsStatements = tracesStatements
        let result = repl.call(function: function, arguments: arguments, interrupt: interrupt)
        repl.recordsStatements = false
        steps += LearnerTraceSteps.steps(result.statements, className: className)
        appendOutput(result.output, &steps)
        lastCrash = result.crash
        if let crash = result.crash {
            steps += LearnerTraceSteps.crash(crash, during: handler)
            return
        }
        readBack(into: &sim, &steps)
    }

    private func appendOutput(_ output: String, _ steps: inout [TraceStep]) {
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            steps.append(.note("print: " + line))
        }
    }

    /// Makes the prelude's views afresh when the scene's views or named pins changed.
    private func buildScene(_ sim: Simulation) {
        let signature = sim.views.map { "\($0.name) \($0.kind.rawValue) \($0.parent ?? "")" }
            + sim.namedPins.compactMap(\.name)
        guard signature != sceneSignature else { return }
        sceneSignature = signature
        let index = Dictionary(sim.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        _ = repl.call(function: "_keylabBuildScene", arguments: [
            .array(sim.views.map { .string($0.kind.rawValue) }),
            .array(sim.views.map { .string($0.name) }),
            .array(sim.views.map { .int($0.parent.flatMap { index[$0] } ?? -1) }),
            .array(sim.namedPins.compactMap { $0.name.map(HostValue.string) }),
        ])
        if !connectSource.isEmpty {
            _ = repl.evaluateHostSource("_keylabReconnect(\(connectSource))", interrupt: interrupt)
        }
    }

    /// Copies the scene into the views.
    private func sync(_ sim: Simulation) {
        buildScene(sim)
        var state: [HostValue] = []
        state.reserveCapacity(sim.views.count * 16)
        for v in sim.views {
            let numbers = [v.frame.x, v.frame.y, v.frame.width, v.frame.height, v.bounds.x, v.bounds.y,
                           v.contentSize.width, v.contentSize.height,
                           v.contentInset.top, v.contentInset.left, v.contentInset.bottom, v.contentInset.right,
                           v.indicatorInset.top, v.indicatorInset.left, v.indicatorInset.bottom, v.indicatorInset.right]
            for n in numbers { state.append(.double(n)) }
        }
        let safe = sim.safeAreaInsets
        _ = repl.call(function: "_keylabSync", arguments: [
            .array(state),
            .array(sim.namedPins.map { .double($0.constant) }),
            .string(sim.firstResponder ?? ""),
            .array([safe.top, safe.left, safe.bottom, safe.right].map { .double($0) }),
        ])
    }

    /// Writes what the code changed back into the scene.
    private func readBack(into sim: inout Simulation, _ steps: inout [TraceStep]) {
        let numbers = repl.call(function: "_keylabRead", arguments: []).value?.numbers ?? []
        let views = sim.views
        guard numbers.count >= views.count * 16 else { return }
        for (k, v) in views.enumerated() {
            let b = k * 16
            let frame = Rect(x: numbers[b], y: numbers[b + 1], width: numbers[b + 2], height: numbers[b + 3])
            if frame != v.frame { sim.setFrameFromCode(v.name, frame) }
            guard v.kind.isScrollView else { continue }
            let offset = Point(x: numbers[b + 4], y: numbers[b + 5])
            let inset = EdgeInsets(top: numbers[b + 8], left: numbers[b + 9], bottom: numbers[b + 10], right: numbers[b + 11])
            let indicator = EdgeInsets(top: numbers[b + 12], left: numbers[b + 13], bottom: numbers[b + 14], right: numbers[b + 15])
            if offset != v.contentOffset || inset != v.contentInset || indicator != v.indicatorInset {
                sim.setScrollStateFromCode(v.name, contentOffset: offset, contentInset: inset, indicatorInset: indicator)
            }
        }
        let pins = sim.namedPins
        let constants = numbers.dropFirst(views.count * 16)
        for (pin, constant) in zip(pins, constants) where pin.constant != constant {
            sim.setConstantFromCode(pinID: pin.id, constant)
        }
        let requests = repl.call(function: "_keylabRequests", arguments: []).value?.strings ?? []
        if requests.count == 2 && requests[1] == "resign" && sim.firstResponder != nil {
            steps.append(.note("\(sim.firstResponder ?? "").resignFirstResponder()  // asked by \(className)"))
            sim.resignFromCode(&steps)
        }
        applySnapKit(&sim, &steps)
    }

    /// Releases the controller (its `deinit` runs unless something holds it).
    public func release(_ steps: inout [TraceStep]) {
        let result = repl.call(function: "_keylabRelease", arguments: [], interrupt: interrupt)
        appendOutput(result.output, &steps)
    }
}
