import KeyboardSim

/// `move VIEW [resign-on-rotate on|off] [safe-area on|off]`: one view moves up by the end
/// frame's height on WillShow and back on WillHide.
enum MoveCode: StrategyCodeGenerator {
    static func plan(_ strategy: MoveStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        let name = CodeNames.property(strategy.target ?? "toolbar", in: simulation)
        // The part of the keyboard inside the safe area (`safe-area on`), or seed 003's whole height.
        let amount = strategy.safeArea ? "keyboardFrame.height - self.view.safeAreaInsets.bottom" : "keyboardFrame.height"
        var plan = StrategyCodePlan()
        plan.headerComments = ["Move \(name) up with the keyboard and back down when it hides."]
        plan.outlets = [strategy.target ?? "toolbar"]
        plan.observers = [
            .init(name: .willShow, method: "keyboardWillShow", animates: true,
                  body: StrategyCodePlan.animate(["self.\(name).frame.origin.y -= \(amount)"])),
            .init(name: .willHide, method: "keyboardWillHide", animates: true,
                  body: StrategyCodePlan.animate(["self.\(name).frame.origin.y += \(amount)"])),
        ]
        if strategy.resignOnRotate {
            plan.extraMethods.append([
                "override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {",
                "    super.viewWillTransition(to: size, with: coordinator)",
                "    // Hide the keyboard before rotating, so \(name) is moved back first.",
                "    view.endEditing(true)",
                "}",
            ])
        }
        return plan
    }
}
