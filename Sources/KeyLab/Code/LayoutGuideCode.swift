import KeyboardSim

/// `layout-guide`: iOS 15's keyboard layout guide; no observers at all.
enum LayoutGuideCode: StrategyCodeGenerator {
    static func plan(_ strategy: LayoutGuideStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "iOS 15+: views pinned to view.keyboardLayoutGuide.topAnchor follow the keyboard;",
            "UIKit animates them with it. No notifications, no handlers.",
        ]
        if !simulation.pins.contains(where: { $0.target == .keyboard }) {
            plan.viewDidLoadLines.append("// Pin a view to the keyboard to use the guide, e.g. :pin bar.bottom to keyboard.top")
        }
        return plan
    }
}
