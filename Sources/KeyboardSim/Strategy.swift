/// The chosen strategy with its option values and state (the parsed
/// `:strategy` line, then what its handlers remembered). Everything `:code`
/// needs to print the UIKit view controller is here.
public struct Strategy: Sendable {
    /// The strategy itself: its own options, its state and its handlers.
    public internal(set) var base: any AvoidanceStrategy
    /// `forget-removal on`: the observers are never removed in `viewWillDisappear`.
    public var forgetRemoval: Bool = false
    /// `check-local on`: handlers return early when `isLocal` is false.
    public var checkLocal: Bool = false

    /// The options every strategy that observes notifications takes.
    public static let observerOptions: [StrategyOption] = [.onOff("forget-removal"), .onOff("check-local")]

    /// A strategy with default observer options.
    public init(_ base: any AvoidanceStrategy) { self.base = base }

    /// The default strategy of a new scene.
    public static let none = Strategy(NoneStrategy())

    /// The strategy's type.
    public var type: any AvoidanceStrategy.Type { Swift.type(of: base) }

    /// The command name (`shift-view`).
    public var name: String { type.name }

    /// `move VIEW`: the view that moves. `scroll SCROLLVIEW`: the scroll view.
    public var target: String? { base.target }

    /// Whether this strategy observes keyboard notifications at all.
    public var observesNotifications: Bool { type.observesNotifications }

    /// The strategy as the given type (`strategy.as(ShiftViewStrategy.self)`), nil when it is another.
    public func `as`<S: AvoidanceStrategy>(_ type: S.Type) -> S? { base as? S }

    /// Every option this strategy takes with its current value, in usage
    /// order (`[("threshold", .number(0.6)), ...]`).
    public var values: [(name: String, value: StrategyOptionValue)] {
        type.ownOptions.map { ($0.name, base.value(of: $0.name)) }
            + (observesNotifications ? [("forget-removal", .flag(forgetRemoval)), ("check-local", .flag(checkLocal))] : [])
    }

    /// Options that differ from their defaults, as `(name, value)` in usage order
    /// (`[("guard", "off")]`), for `:code`, `:scene` and the trace.
    public var options: [(name: String, value: String)] {
        let defaults = Strategy(type.init()).values
        return zip(values, defaults).compactMap { current, standard in
            guard current.value != standard.value, let word = current.value.word else { return nil }
            return (current.name, word)
        }
    }

    /// Every option this strategy takes with its current value, in usage
    /// order (`[("threshold", "0.6"), ("anchor", "0.3"), ...]`) — what
    /// `:code` needs to print the view controller. Unset names show `-`.
    public var parameters: [(name: String, value: String)] {
        values.map { ($0.name, $0.value.word ?? "-") }
    }

    /// The canonical command words: `scroll form padding 30`.
    public var commandText: String {
        var words = [name]
        if let target { words.append(target) }
        for (name, value) in options { words += [name, value] }
        return words.joined(separator: " ")
    }
}

extension Strategy: Equatable, Hashable {
    public static func == (a: Strategy, b: Strategy) -> Bool {
        a.forgetRemoval == b.forgetRemoval && a.checkLocal == b.checkLocal && a.base.isEqual(to: b.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(base)
        hasher.combine(forgetRemoval)
        hasher.combine(checkLocal)
    }
}
