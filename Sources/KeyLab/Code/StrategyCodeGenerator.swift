import KeyboardSim

/// Prints one strategy's part of the `:code` view controller. One generator
/// per strategy, named after it (`ShiftViewStrategy` → `ShiftViewCode`),
/// listed once in `StrategyCodeGenerators.all`.
protocol StrategyCodeGenerator {
    /// The engine strategy this generator prints.
    associatedtype Source: AvoidanceStrategy
    /// The strategy's properties, `viewDidLoad` lines, observers and methods.
    static func plan(_ strategy: Source, _ simulation: Simulation) -> StrategyCodePlan
}

extension StrategyCodeGenerator {
    /// The plan when the simulation's strategy is this generator's, else nil.
    static func plan(for simulation: Simulation) -> StrategyCodePlan? {
        simulation.strategy.as(Source.self).map { plan($0, simulation) }
    }
}

/// The code generators, one per strategy in `StrategyRegistry.all`.
enum StrategyCodeGenerators {
    static var all: [any StrategyCodeGenerator.Type] {
        [
            NoneCode.self,
            ShiftViewCode.self,
            MoveCode.self,
            ConstraintsCode.self,
            ScrollCode.self,
            MinimalCode.self,
            LayoutGuideCode.self,
            SwiftUICode.self,
        ]
    }
}
