/// One keyboard-avoidance strategy (`:strategy NAME`): its command name, its
/// options with their usage text, the state its view controller keeps between
/// notifications, and its handlers. Each built-in strategy is one type in
/// `Strategies/`, named after its command (`shift-view` → `ShiftViewStrategy`),
/// listed once in `StrategyRegistry.all`.
///
/// A value of the type holds the option values (set by `:strategy`) and the
/// state (reset whenever the strategy is set). The handlers get the
/// simulation to read and change, and a `HandlerLog` to explain each step.
public protocol AvoidanceStrategy: Hashable, Sendable {
    /// The command name (`shift-view`).
    static var name: String { get }
    /// What the strategy does, in one sentence (`:help strategy`).
    static var summary: String { get }
    /// The placeholder of a view named right after the strategy name
    /// (`VIEW`, `SCROLLVIEW`), nil when it takes none.
    static var targetKind: StrategyTarget? { get }
    /// The strategy's own options in usage order; the observer options
    /// (`forget-removal`, `check-local`) are added by `Strategy`.
    static var ownOptions: [StrategyOption] { get }
    /// Whether the view controller registers keyboard observers at all (and so
    /// takes `forget-removal` and `check-local`). False for `layout-guide` and `swiftui`.
    static var observesNotifications: Bool { get }
    /// The notifications whose handlers run (empty for `none`).
    static var observedNotifications: Set<KeyboardNotificationName> { get }

    /// The strategy with default options and fresh state.
    init()
    /// The view named after the strategy name (`move VIEW`), if it takes one.
    var target: String? { get set }
    /// The current value of one of `ownOptions`.
    func value(of option: String) -> StrategyOptionValue
    /// Sets one of `ownOptions` from its word on the `:strategy` line.
    mutating func set(option: String, to word: String) throws(SimError)
    /// Checks the views the options name and resets the state, as a freshly
    /// loaded controller's `viewDidLoad` would; `sim` is the screen it is set on.
    mutating func load(in sim: Simulation) throws(SimError)

    /// `keyboardWillShow(_:)`.
    mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog)
    /// `keyboardWillHide(_:)`.
    mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog)
    /// `viewWillTransition(to:with:)`, while the observers are registered and a field is first responder.
    mutating func viewWillTransition(_ sim: inout Simulation, _ steps: inout [TraceStep])
    /// What the framework itself does on WillShow and WillHide before any
    /// observer runs (SwiftUI's safe area).
    func systemKeyboardAdjustment(_ n: KeyboardNotification, _ sim: Simulation, _ steps: inout [TraceStep])
    /// Whether the docked keyboard becomes part of the safe area (SwiftUI).
    var safeAreaFollowsKeyboard: Bool { get }
    /// Whether the scene's table view `name` gets UITableViewController's automatic keyboard
    /// inset (false for a table the learner's own plain UIViewController owns).
    func tableAdjustsForKeyboard(_ name: String) -> Bool
    /// Whether `:json` reports the safe area even without bars or Split View (SwiftUI).
    static var reportsSafeArea: Bool { get }

    /// Whether the strategy's own code decides which notifications it observes
    /// (`code`: the learner's controller registers its observers itself):
    /// every posted notification goes to `notificationPosted`, whatever
    /// `observersRegistered` says, and the lifecycle goes to `screenLifecycle`.
    static var receivesAllNotifications: Bool { get }
    /// A notification was posted (only when `receivesAllNotifications`).
    mutating func notificationPosted(_ n: KeyboardNotification, _ sim: inout Simulation, _ steps: inout [TraceStep])
    /// The screen's lifecycle: disappear, appear, rotation (only when `receivesAllNotifications`).
    mutating func screenLifecycle(_ event: ScreenLifecycleEvent, _ sim: inout Simulation, _ steps: inout [TraceStep])
    /// An event's sequence has ended (only when `receivesAllNotifications`): what the code asked
    /// for during it that starts a new sequence (`becomeFirstResponder()`) runs now.
    mutating func eventEnded(_ sim: inout Simulation, _ steps: inout [TraceStep])
    /// The screen was popped: UIKit holds its controller no more (only when
    /// `receivesAllNotifications`). The strategy says whether it went away.
    mutating func screenReleased(_ sim: inout Simulation, _ steps: inout [TraceStep])
}

/// What happens to the screen, as a view controller hears it.
public enum ScreenLifecycleEvent: Equatable, Sendable {
    case willDisappear, didDisappear, willAppear, didAppear
    /// `viewWillTransition(to:with:)`, with the new size of the root view.
    case willTransition(to: Size)
}

extension AvoidanceStrategy {
    public static var targetKind: StrategyTarget? { nil }
    public static var observesNotifications: Bool { true }
    public static var observedNotifications: Set<KeyboardNotificationName> { [.willShow, .willHide] }
    public static var reportsSafeArea: Bool { false }
    public var target: String? {
        get { nil }
        set {}
    }
    public func value(of option: String) -> StrategyOptionValue { .text(nil) }
    public mutating func set(option: String, to word: String) throws(SimError) {
        throw .unknownOption(strategy: Self.name, option: option, known: Self.ownOptions.map(\.name))
    }
    public mutating func load(in sim: Simulation) throws(SimError) {}
    public mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {}
    public mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {}
    public mutating func viewWillTransition(_ sim: inout Simulation, _ steps: inout [TraceStep]) {}
    public func systemKeyboardAdjustment(_ n: KeyboardNotification, _ sim: Simulation, _ steps: inout [TraceStep]) {}
    public var safeAreaFollowsKeyboard: Bool { false }
    public func tableAdjustsForKeyboard(_ name: String) -> Bool { true }
    public static var receivesAllNotifications: Bool { false }
    public mutating func notificationPosted(_ n: KeyboardNotification, _ sim: inout Simulation, _ steps: inout [TraceStep]) {}
    public mutating func screenLifecycle(_ event: ScreenLifecycleEvent, _ sim: inout Simulation, _ steps: inout [TraceStep]) {}
    public mutating func eventEnded(_ sim: inout Simulation, _ steps: inout [TraceStep]) {}
    public mutating func screenReleased(_ sim: inout Simulation, _ steps: inout [TraceStep]) {}

    /// Equality with a strategy of any type (same type, same options and state).
    func isEqual(to other: any AvoidanceStrategy) -> Bool {
        (other as? Self) == self
    }
}

/// A view named right after the strategy name.
public enum StrategyTarget: String, Sendable {
    /// Any view but the root (`move VIEW`).
    case view = "VIEW"
    /// A scroll view (`scroll SCROLLVIEW`).
    case scrollView = "SCROLLVIEW"
}

/// One option of a strategy: its name, its usage placeholder and what
/// completion offers as its value.
public struct StrategyOption: Sendable {
    /// `guard`.
    public var name: String
    /// What usage shows after the name: `on|off`, `FIELD`, `16`.
    public var placeholder: String
    /// The values completion offers.
    public var completion: StrategyOptionCompletion

    /// An option with its usage placeholder and completion.
    public init(_ name: String, _ placeholder: String, _ completion: StrategyOptionCompletion) {
        self.name = name; self.placeholder = placeholder; self.completion = completion
    }

    /// An `on|off` option.
    public static func onOff(_ name: String) -> StrategyOption { StrategyOption(name, "on|off", .words(["on", "off"])) }

    /// `[name placeholder]` as usage shows it.
    public var usage: String { "[\(name) \(placeholder)]" }
}

/// What completion offers as an option's value.
public enum StrategyOptionCompletion: Sendable {
    /// These words (`on`, `off`; `end`, `window`, `screen`).
    case words([String])
    /// The scene's text fields and text views.
    case textInputs
    /// The scene's views but the root.
    case views
    /// Nothing to offer (a number).
    case nothing
}

/// An option's value, compared as the value it is (numbers numerically).
public enum StrategyOptionValue: Equatable, Sendable {
    /// A view name, nil when unset.
    case text(String?)
    /// `on` / `off`.
    case flag(Bool)
    /// A number of points or a fraction.
    case number(Double)
    /// One word of a fixed set (`measure end`).
    case word(String)

    /// The value as `:strategy` spells it; nil for an unset name.
    public var word: String? {
        switch self {
        case .text(let name): return name
        case .flag(let on): return on ? "on" : "off"
        case .number(let n): return formatNumber(n)
        case .word(let w): return w
        }
    }
}
