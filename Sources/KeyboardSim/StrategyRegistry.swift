/// The built-in strategies, in the order `:help strategy` lists them. A new
/// strategy is one type in `Strategies/` plus its line here.
public enum StrategyRegistry {
    /// Every strategy type.
    public static let all: [any AvoidanceStrategy.Type] = [
        NoneStrategy.self,
        ShiftViewStrategy.self,
        MoveStrategy.self,
        ConstraintsStrategy.self,
        ScrollStrategy.self,
        MinimalStrategy.self,
        LayoutGuideStrategy.self,
        SwiftUIStrategy.self,
    ]

    /// The command names (for tab completion and suggestions).
    public static var names: [String] { all.map { $0.name } }

    /// The strategy type called `name`, if there is one.
    public static func type(named name: String) -> (any AvoidanceStrategy.Type)? {
        all.first { $0.name == name }
    }
}

extension AvoidanceStrategy {
    /// Every option name this strategy takes, in usage order (own options,
    /// then `forget-removal` and `check-local` when it observes notifications).
    public static var optionNames: [String] { options.map(\.name) }

    /// Own options plus the observer options.
    public static var options: [StrategyOption] {
        ownOptions + (observesNotifications ? Strategy.observerOptions : [])
    }

    /// One-line usage (`scroll SCROLLVIEW [threshold 0.6] [anchor 0.3] [padding 20] ...`).
    public static var usage: String {
        ([name] + (targetKind.map { [$0.rawValue] } ?? []) + options.map(\.usage)).joined(separator: " ")
    }
}
