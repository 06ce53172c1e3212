import KeyboardSim

/// `:strategy code [CLASS]`: the learner's own UIViewController subclass
/// handles the keyboard. Its registrations decide which notifications reach
/// which handler (so a doubled registration runs twice and a forgotten
/// removal still fires after `:screen disappear`); the engine's layout pass
/// and verdict then run as for any strategy.
public struct CodeStrategy: AvoidanceStrategy {
    public static let name = "code"
    public static let summary = "your own UIViewController subclass, written in Swift, handles the keyboard"
    public static let ownOptions: [StrategyOption] = []
    /// The engine registers nothing for it: the learner's code does.
    public static var observesNotifications: Bool { false }
    public static var observedNotifications: Set<KeyboardNotificationName> { Set(KeyboardNotificationName.allCases) }
    public static var receivesAllNotifications: Bool { true }

    /// The controller on the screen, nil for a strategy made by `init()`.
    public var binding: ControllerBinding?

    public init() {}

    /// The controller's class (`:strategy code ViewController`), nil before one is installed.
    public var target: String? {
        get { binding?.className }
        set {}
    }

    /// A UITableViewController adds the keyboard to its table's inset by itself; a plain
    /// UIViewController that owns the table (an outlet binds to it) does not. A table the
    /// controller does not own belongs to another controller of the screen (an embedded table
    /// view controller), which does.
    public func tableAdjustsForKeyboard(_ name: String) -> Bool {
        guard let binding, !binding.isTableViewController else { return true }
        return !binding.outlets.views.contains { $0.name == name }
    }

    public static func == (a: CodeStrategy, b: CodeStrategy) -> Bool { a.binding === b.binding }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(binding.map(ObjectIdentifier.init))
    }

    public mutating func notificationPosted(_ n: KeyboardNotification, _ sim: inout Simulation, _ steps: inout [TraceStep]) {
        binding?.post(n, sim: &sim, &steps)
    }

    public mutating func screenLifecycle(_ event: ScreenLifecycleEvent, _ sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard let binding else { return }
        switch event {
        case .willDisappear: binding.lifecycle("viewWillDisappear", sim: &sim, &steps)
        case .didDisappear: binding.lifecycle("viewDidDisappear", sim: &sim, &steps)
        case .willAppear: binding.lifecycle("viewWillAppear", sim: &sim, &steps)
        case .didAppear: binding.lifecycle("viewDidAppear", sim: &sim, &steps)
        case .willTransition(let size): binding.lifecycle("viewWillTransition", size: size, sim: &sim, &steps)
        }
    }

    public mutating func screenReleased(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        binding?.releaseController(&steps)
    }

    public mutating func eventEnded(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        binding?.flushEditingEvents(&sim, &steps)
        binding?.applyRequests(&sim, &steps)
        // Between events the views' getters read the scene as this event left it.
        binding?.rest(sim)
    }
}
