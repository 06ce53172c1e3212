import KeyboardSim

/// `minimal [distance N]`: IQKeyboardManager's rule, shift the root just
/// enough to keep the field `distance` points above the keyboard.
enum MinimalCode {
    static func plan(_ simulation: Simulation) -> StrategyCodePlan {
        let strategy = simulation.strategy
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "Shift the screen by just enough to keep the field \(formatNumber(strategy.distance)) pt above the keyboard",
            "(the rule IQKeyboardManager uses).",
        ]
        plan.properties = [
            "private let keyboardDistance: CGFloat = \(formatNumber(strategy.distance))",
            "/// The root view's origin before the keyboard came.",
            "private var rootOrigin: CGPoint?",
            "/// The text input being edited (set it in the fields' delegate callbacks).",
            "private var activeField: UIView?",
        ]
        let show = [
            "guard let field = activeField, let window = view.window else { return }",
            "if rootOrigin == nil { rootOrigin = view.frame.origin }",
            "let start = rootOrigin ?? .zero",
            "let fieldInWindow = field.convert(field.bounds, to: window)",
            "let move = fieldInWindow.maxY + keyboardDistance - keyboardFrame.minY",
            "var newY = view.frame.origin.y",
            "if move > 0 {",
            "    // Never push the field's top above the safe area.",
            "    let room = fieldInWindow.minY - view.safeAreaInsets.top",
            "    newY = max(view.frame.origin.y - min(move, max(0, room)), start.y - keyboardFrame.height)",
            "} else if move < 0 {",
            "    newY = min(view.frame.origin.y - move, start.y)",
            "}",
        ] + StrategyCodePlan.animate(["self.view.frame.origin.y = newY"])
        let hide = [
            "guard let start = rootOrigin else { return }",
        ] + StrategyCodePlan.animate(["self.view.frame.origin = start"]) + [
            "rootOrigin = nil",
        ]
        plan.observers = [
            .init(name: .willShow, method: "keyboardWillShow", animates: true, body: show),
            .init(name: .willHide, method: "keyboardWillHide", animates: true, body: hide),
        ]
        plan.extraMethods.append([
            "func fieldDidBeginEditing(_ field: UIView) {",
            "    activeField = field",
            "}",
        ])
        return plan
    }
}
