import KeyboardSim

/// `minimal [distance N]`: IQKeyboardManager's rule, shift the root just
/// enough to keep the field `distance` points above the keyboard.
enum MinimalCode: StrategyCodeGenerator {
    static func plan(_ strategy: MinimalStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "Shift the screen by just enough to keep the field \(formatNumber(strategy.distance)) pt above the keyboard",
            "(the rule IQKeyboardManager uses).",
        ]
        plan.properties = [
            "private let keyboardDistance: CGFloat = \(formatNumber(strategy.distance))",
            "/// The root view's origin before the keyboard came.",
            "private var rootOrigin: CGPoint?",
        ]
        plan.findsFirstResponder = true
        // IQKeyboardManager+Position.swift, adjustPosition() (v7), without its
        // scroll-view branch (see docs/engine.md: the scroll view takes the move first).
        let show = [
            "guard let field = firstResponder(in: view), let window = view.window else { return }",
            "if rootOrigin == nil { rootOrigin = view.frame.origin }",
            "let start = rootOrigin ?? .zero",
            "let fieldInWindow = field.convert(field.bounds, to: window)",
            "// The keyboard grown upward by the distance and the bottom safe area, inside the window.",
            "var kb = keyboardFrame",
            "kb.origin.y -= keyboardDistance + view.safeAreaInsets.bottom",
            "kb.size.height += keyboardDistance + view.safeAreaInsets.bottom",
            "let kbHeight = kb.intersection(window.frame).height",
            "let visibleHeight = window.frame.height - kbHeight",
            "let bottomLayoutGuide: CGFloat = field is UITextView ? 0 : view.directionalLayoutMargins.bottom",
            "let topMovement = fieldInWindow.minY - view.safeAreaInsets.top",
            "let bottomMovement = fieldInWindow.maxY - visibleHeight + bottomLayoutGuide",
            "let moveUp = CGFloat(Int(min(topMovement, bottomMovement)))",
            "var newY = view.frame.origin.y",
            "if moveUp >= 0 {",
            "    newY = max(view.frame.origin.y - moveUp, min(0, -keyboardFrame.height))",
            "} else if view.frame.origin.y - start.y <= 0 {",
            "    // Come back down, not below where the view started.",
            "    newY = view.frame.origin.y - max(moveUp, view.frame.origin.y - start.y)",
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
        return plan
    }
}
