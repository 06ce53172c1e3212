import KeyboardSim
import SwiftSubset

/// The learner's view controller on the simulated screen (DESIGN.md §8): one
/// REPL session, one controller at a time. The prelude's UIView objects hold
/// their scene handles; their geometry is host-backed (a getter reads the
/// scene, a setter changes it: ControllerBinding+ViewProperties.swift). Before
/// each notification only the screen's few numbers (safe area, named
/// constraints, first responder) are copied in; the notification is posted
/// through the prelude's NotificationCenter (so the learner's registrations
/// decide what runs), and the code's requests (first responder, constraints)
/// are read back. Nothing is compiled per notification.
public final class ControllerBinding: @unchecked Sendable {
    /// The session the controller lives in.
    public let repl: SwiftREPL
    /// The controller's class.
    public private(set) var className: String = ""
    /// Whether the controller is a UITableViewController (which insets its table for the keyboard by itself).
    public private(set) var isTableViewController = false
    /// The outlets connected at the last install.
    public internal(set) var outlets = OutletPlan(views: [], constraints: [], mismatches: [])
    /// Whether handlers' statements are recorded for the trace (the learner's lines with values).
    public var tracesStatements = true
    /// Ctrl-C, polled while the learner's code runs.
    public var interrupt: @Sendable () -> Bool = { false }
    /// Set by `make(with:)`: the next `install` puts the controller the learner's expression made
    /// on screen instead of making one.
    var usesMadeController = false
    /// The most recent crash of the learner's code (nil before any).
    public private(set) var lastCrash: SwiftCrash?

    /// The scene the views were made for: names, kinds, parents and named pins.
    var sceneViews: [(name: String, kind: ViewKind, parent: String?)] = []
    private var scenePins: [String] = []
    private var connectSource = ""
    /// Views the scene made with a class of the learner's as their kind (`:add RoundedTextField
    /// email …`): view name → class.
    public var sceneClasses: [String: String] = [:]
    /// What making the scene's views printed, not yet in a trace.
    private var sceneOutput = ""
    /// The source of the scene's view factory last set (`setViewFactory`).
    var factorySource = ""
    /// What the code asked of the first responder (`becomeFirstResponder()`,
    /// `resignFirstResponder()`, `endEditing(_:)`), in order, not yet carried out:
    /// they run once the event's sequence is over (ControllerBinding+Focus.swift).
    var pendingRequests: [ResponderRequest] = []
    /// The scene as the learner's code last saw it, for the views' host-backed properties
    /// read between events (at the prompt); nil before the first.
    var restingSim: Simulation?
    /// Views' host-backed properties the code set between events, applied before the next
    /// piece of code runs (`applyPendingWrites`).
    var pendingWrites: [(property: String, view: String, numbers: [Double])] = []
    /// Frames, offsets and insets the running code set, applied to the scene when it returns
    /// (dropped if it crashes: the scene keeps its state).
    var liveWrites: [(property: String, view: String, numbers: [Double])] = []
    /// The first responder when the learner's code last ran (RxCocoa's editing events).
    var lastFirstResponder = ""
    /// Reduce Motion as the prelude last heard it (`UIAccessibility.isReduceMotionEnabled`).
    var syncedReduceMotion = false
    /// The scene views the controller's code made (ControllerBinding+CodeViews.swift).
    var codeViewNames: Set<String> = []
    /// The source of the controller's view-property list last set (`setPropertyViews`).
    var propertyViewsSource = ""
    /// The scene while the learner's code runs inside `run`, for `layoutIfNeeded()` to lay out
    /// at once (ControllerBinding+LayoutNow.swift); nil otherwise.
    var liveSim: Simulation?
    /// Whether `liveSim` changed during the call.
    var liveSimChanged = false
    /// Whether the code running is a Will handler (its `layoutIfNeeded()` is the keyboard animation's pass).
    var liveInWillHandler = false
    /// What laying out in the middle of the code traced, shown after the code's lines.
    var layoutNowSteps: [TraceStep] = []

    /// A binding to `repl`, which must have imported UIKit before `install`.
    public init(repl: SwiftREPL) {
        self.repl = repl
        repl.hostHandler = { [weak self] name, arguments in self?.answerHost(name, arguments) ?? [] }
        repl.hostNumbersHandler = { [weak self] name, handle, numbers in self?.answerNumbers(name, handle, numbers) ?? [] }
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
        isTableViewController = repl.declaredClasses.first { $0.name == className }?.superclasses
            .contains("UITableViewController") ?? false
        forgetCodeViews(&sim)
        outlets = OutletPlan.make(for: className, classes: repl.declaredClasses, sim: sim)
        connectSource = outlets.connectSource(className: className)
        setPropertyViews(className: className)
        setViewFactory(sim)
        buildScene(sim)
        sync(sim)
        appendSceneOutput(&steps)
        let maker = usesMadeController ? "_keylabTakeMade()" : makeController(className)
        usesMadeController = false
        let made = repl.evaluateHostSource("_keylabInstall(\(maker), \(connectSource))", interrupt: interrupt)
        if made.failed {
            return .failure(.creationFailed(ControllerBinding.initializerName(className, maker: maker), output: made.output))
        }
        appendOutput(made.output, &steps)
        // A `loadView()` of the learner's may give the screen a root view of its own.
        run("_keylabLoadView", [], handler: "loadView", sim: &sim, &steps)
        adoptOwnPresentation(&sim)
        var strategy = CodeStrategy()
        strategy.binding = self
        // Setting a strategy cannot fail for `code` (it names no views).
        try? sim.setStrategy(Strategy(strategy))
        if !outlets.views.isEmpty || !outlets.constraints.isEmpty {
            steps.append(.engineNote(.outletsConnected(outlets.views.map(\.name) + outlets.constraints)))
        }
        for m in outlets.mismatches {
            steps.append(.engineNote(.outletNotConnected(name: m.name, declared: m.declared, actual: m.actual)))
        }
        pendingRequests = []
        for method in ["viewDidLoad", "viewWillAppear", "viewDidAppear"] {
            lifecycle(method, sim: &sim, &steps)
        }
        // A controller that can become first responder and has its own accessory
        // becomes first responder as it appears: its bar comes up (MessageKit #977).
        installControllerAccessory(&sim, &steps)
        // `field.becomeFirstResponder()` while the screen loads brings the keyboard up once it is on
        // screen (asked in a later handler, once that event's sequence is over: applyFocusRequest).
        applyRequests(&sim, &steps)
        rest(sim)
        return .success(steps)
    }

    /// Calls a lifecycle method of the controller, then reads what it set back into the scene.
    func lifecycle(_ method: String, size: Size = .zero, sim: inout Simulation, _ steps: inout [TraceStep]) {
        steps.append(.note(method == "viewWillTransition"
            ? "\(className).viewWillTransition(to: CGSize(width: \(formatNumber(size.width)), height: \(formatNumber(size.height))), with: coordinator)"
            : "\(className).\(method)(\(method == "viewDidLoad" ? "" : "_:"))"))
        run("_keylabLifecycle", [.string(method), .double(size.width), .double(size.height)], handler: method, sim: &sim, &steps)
        // UIKit lays out after these when their code changed constraints; a rotation's own pass follows it.
        if method != "viewWillTransition" { sim.layoutFromCode(&steps) }
    }

    /// Posts one keyboard notification to the learner's observers.
    func post(_ n: KeyboardNotification, sim: inout Simulation, _ steps: inout [TraceStep]) {
        // A notification nobody observes runs no code: skip copying the scene in and out.
        guard repl.call(function: "_keylabObserves", arguments: [.string(n.name.rawValue)]).value != .bool(false)
                || editingEventsPending(sim) else { return }
        let info = n.userInfo
        let numbers: [HostValue] = [info.frameBegin.x, info.frameBegin.y, info.frameBegin.width, info.frameBegin.height,
                                    info.frameEnd.x, info.frameEnd.y, info.frameEnd.width, info.frameEnd.height,
                                    info.duration, Double(info.curve)].map { .double($0) }
        let will = n.name == .willChangeFrame || n.name == .willShow || n.name == .willHide
        run("_keylabPost", [.string(n.name.rawValue), .array(numbers), .bool(info.isLocal)],
            handler: n.name.rawValue, beforeWill: will, sim: &sim, &steps)
        if will { recordAnimations(for: n, in: &sim) }
        // A Will handler's constraint changes are laid out in the keyboard's animation (the
        // engine's pass); a Did handler runs after it, so its changes get a pass of their own.
        if n.name.rawValue.hasPrefix("keyboardDid") { sim.layoutFromCode(&steps) }
    }

    /// Tells the delegates of a first-responder change no notification carried (a resign: the
    /// engine keeps the field first responder through the hide sequence, so its
    /// `textFieldDidEndEditing` comes after WillHide), then reads back what they set.
    func flushEditingEvents(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard sim.screenVisible, editingEventsPending(sim) else { return }
        restingSim = nil
        applyPendingWrites(&sim, &steps)
        sync(sim)
        liveSim = sim
        sendEditingEvents(sim, &steps)
        takeLiveScene(into: &sim, crashed: false)
        steps += layoutNowSteps
        layoutNowSteps = []
        readBack(into: &sim, &steps)
    }

    /// Syncs the scene in, runs one host function, and reads the views back
    /// unless the learner's code crashed (the scene then keeps its state).
    func run(_ function: String, _ arguments: [HostValue], handler: String, beforeWill: Bool = false,
             sim: inout Simulation, _ steps: inout [TraceStep]) {
        restingSim = nil
        applyPendingWrites(&sim, &steps)
        sync(sim)
        appendSceneOutput(&steps)
        // The views' host-backed properties read and change this copy while the code runs.
        liveSim = sim
        sendEditingEvents(sim, beforeWill: beforeWill, &steps)
        repl.recordsStatements = tracesStatements
        liveInWillHandler = beforeWill
        let result = repl.call(function: function, arguments: arguments, interrupt: interrupt)
        repl.recordsStatements = false
        takeLiveScene(into: &sim, crashed: result.crash != nil)
        steps += LearnerTraceSteps.steps(result.statements, className: className)
        appendOutput(result.output, &steps)
        steps += layoutNowSteps
        layoutNowSteps = []
        if let crash = result.crash {
            lastCrash = crash
            // What the code changed before it crashed was dropped: the scene keeps its state.
            steps += LearnerTraceSteps.crash(crash, during: handler)
            return
        }
        readBack(into: &sim, &steps)
        if function != ControllerBinding.mainQueueDrain { runMainQueue(sim: &sim, &steps) }
    }

    /// Ends the code's run on the live scene: unless the code crashed, what it changed
    /// becomes the scene (the live copy first, then the writes waiting in `liveWrites`,
    /// in place once the live copy is let go).
    private func takeLiveScene(into sim: inout Simulation, crashed: Bool) {
        if !crashed, liveSimChanged, let changed = liveSim { sim = changed }
        liveSim = nil
        liveSimChanged = false
        if !crashed { apply(liveWrites, to: &sim, &layoutNowSteps) }
        liveWrites = []
    }

    /// Shows what making the scene's views printed, once.
    private func appendSceneOutput(_ steps: inout [TraceStep]) {
        guard !sceneOutput.isEmpty else { return }
        appendOutput(sceneOutput, &steps)
        sceneOutput = ""
    }

    func appendOutput(_ output: String, _ steps: inout [TraceStep]) {
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            steps.append(.note("print: " + line))
        }
    }

    /// Makes the prelude's views afresh when the scene's views or named pins changed.
    private func buildScene(_ sim: Simulation) {
        guard !sameScene(sim) else { return }
        sceneViews = sim.views.map { ($0.name, $0.kind, $0.parent) }
        scenePins = sim.namedPins.compactMap(\.name)
        let index = Dictionary(sim.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        // What the learner's view classes print while the scene is made (`awakeFromNib`) is shown
        // with the next trace.
        sceneOutput += repl.call(function: "_keylabBuildScene", arguments: [
            .array(sim.views.map { .string($0.kind.rawValue) }),
            .array(sim.views.map { .string($0.name) }),
            .array(sim.views.map { .int($0.parent.flatMap { index[$0] } ?? -1) }),
            .array(sim.namedPins.compactMap { $0.name.map(HostValue.string) }),
        ]).output
        if !connectSource.isEmpty {
            _ = repl.evaluateHostSource("_keylabReconnect(\(connectSource))", interrupt: interrupt)
        }
    }

    /// Whether the scene has the views and named pins the prelude's views were made for
    /// (compared in place: this runs before every notification).
    private func sameScene(_ sim: Simulation) -> Bool {
        guard sceneViews.count == sim.views.count else { return false }
        for (k, v) in sim.views.enumerated() {
            let old = sceneViews[k]
            guard old.name == v.name, old.kind == v.kind, old.parent == v.parent else { return false }
        }
        var k = 0
        for p in sim.pins {
            guard let name = p.name else { continue }
            guard k < scenePins.count, scenePins[k] == name else { return false }
            k += 1
        }
        return k == scenePins.count
    }

    /// Copies the screen's numbers into the prelude (the views' own are host-backed).
    private func sync(_ sim: Simulation) {
        buildScene(sim)
        if sim.reduceMotion != syncedReduceMotion {
            _ = repl.call(function: "_keylabSetReduceMotion", arguments: [.bool(sim.reduceMotion)])
            syncedReduceMotion = sim.reduceMotion
        }
        _ = repl.call(function: "_keylabSync", arguments: syncArguments(sim))
    }

    /// `_keylabSync`'s arguments: the named constraints' constants, the first responder,
    /// the screen's numbers and whether each named constraint is active.
    func syncArguments(_ sim: Simulation) -> [HostValue] {
        // The prelude adds the controller's additionalSafeAreaInsets itself.
        let safe = sim.systemSafeAreaInsets
        return [
            .array(sim.namedPins.map { .double($0.statedConstant) }),
            .string(sim.firstResponder ?? ""),
            .array([safe.top, safe.left, safe.bottom, safe.right,
                    sim.windowFrame.x, sim.windowFrame.y, sim.windowFrame.width, sim.windowFrame.height,
                    sim.screenSize.width, sim.screenSize.height,
                    sim.hostFrame.x - sim.windowFrame.x, sim.hostFrame.y - sim.windowFrame.y].map { .double($0) }),
            .array(sim.namedPins.map { .bool($0.isActive) }),
        ]
    }

    /// Writes what the code changed back into the scene.
    private func readBack(into sim: inout Simulation, _ steps: inout [TraceStep]) {
        let numbers = repl.call(function: "_keylabRead", arguments: []).value?.numbers ?? []
        apply(read: numbers, to: &sim, &steps)
        // Views the code put inside the root view (or took out) before the constraints
        // that name them reach the scene.
        adoptCodeViews(&sim, &steps)
        applySnapKit(&sim, &steps)
    }

    /// Applies `_keylabRead`'s numbers: first-responder requests, named constraints' constants
    /// and activity (the views' own state reached the scene as the code set it).
    func apply(read numbers: [Double], to sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard let first = numbers.first, first >= 0, first < 1e6, numbers.count > Int(first) else { return }
        let requestCount = Int(first)
        for r in numbers[1..<(1 + requestCount)] {
            let k = Int(r)
            if k == -1 {
                pendingRequests.append(.resign)
            } else if k == -200 {
                pendingRequests.append(.dismissPresented)
            } else if k <= -90, k > -110 {
                // -100 − the presented controller's modalPresentationStyle raw value.
                if let style = PresentationStyle(uikitRawValue: -(k + 100)) { pendingRequests.append(.present(style)) }
            } else if k == -2 {
                pendingRequests.append(.reloadInputViews)
            } else if k >= 0, k < sim.views.count, sim.views[k].kind.isTextInput {
                pendingRequests.append(.focus(sim.views[k].name))
            }
        }
        let head = 1 + requestCount
        let pins = sim.namedPins
        let constants = numbers.dropFirst(head).prefix(pins.count)
        for (pin, constant) in zip(pins, constants) where pin.statedConstant != constant {
            sim.setStatedConstantFromCode(pinID: pin.id, constant)
        }
        let active = numbers.dropFirst(head + pins.count).prefix(pins.count)
        for (pin, flag) in zip(pins, active) where pin.isActive != (flag == 1) {
            steps.append(.note("\(pin.name ?? pin.description).isActive = \(flag == 1)  // \(pin.description)"))
            sim.setActiveFromCode(pinID: pin.id, flag == 1)
        }
    }

    /// Releases the controller (its `deinit` runs unless something holds it).
    public func release(_ steps: inout [TraceStep]) {
        let result = repl.call(function: "_keylabRelease", arguments: [], interrupt: interrupt)
        appendOutput(result.output, &steps)
    }
}

extension ControllerBinding {
    /// A controller whose initializer sets `modalPresentationStyle` to
    /// `.fullScreen`, `.pageSheet` or `.formSheet` is shown that way, as if
    /// presented (`.automatic`, the default, keeps the scene's `:present`).
    func adoptOwnPresentation(_ sim: inout Simulation) {
        if let raw = repl.call(function: "_keylabOwnPresentation", arguments: []).value?.number,
           (0...2).contains(raw), let style = PresentationStyle(uikitRawValue: Int(raw)),
           style != sim.presentation.style {
            sim.setPresentation(style)
            sync(sim)
        }
        adoptOwnDetents(&sim)
    }

    /// `sheetPresentationController?.detents` set in the controller's
    /// initializer: the sheet rests at the smallest (a sheet only; the scene's
    /// `:present … medium` stands when the code sets none).
    func adoptOwnDetents(_ sim: inout Simulation) {
        guard sim.presentation.style != .fullScreen,
              let raw = repl.call(function: "_keylabOwnDetents", arguments: []).value?.number, raw != 0 else { return }
        let detents: SheetDetents = raw == 1 ? .mediumAndLarge : .mediumOnly
        guard detents != sim.presentation.detents else { return }
        sim.setDetents(detents)
        sync(sim)
    }
}
