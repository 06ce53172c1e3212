import KeyboardSim

/// `none`: no keyboard handling at all.
enum NoneCode: StrategyCodeGenerator {
    static func plan(_ strategy: NoneStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "No keyboard handling: nothing moves, so a field low on the screen ends up",
            "behind the keyboard. Choose another :strategy to see the fix.",
        ]
        return plan
    }
}
