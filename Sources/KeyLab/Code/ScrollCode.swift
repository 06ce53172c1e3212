import KeyboardSim

/// `scroll SCROLLVIEW [threshold] [anchor] [padding]`: the
/// content inset grows by the keyboard, then `scrollRectToVisible` brings the
/// field to about a third of the visible height.
enum ScrollCode: StrategyCodeGenerator {
    static func plan(_ strategy: ScrollStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        let scroll = CodeNames.property(strategy.target ?? "scrollView", in: simulation)
        var plan = StrategyCodePlan()
        plan.headerComments = ["Scroll the focused field into view inside \(scroll)."]
        plan.outlets = [strategy.target ?? "scrollView"]
        plan.findsFirstResponder = true
        let show = [
            "let keyboardHeight = keyboardFrame.height",
            "\(scroll).contentInset.bottom = keyboardHeight + \(formatNumber(strategy.padding))",
            "\(scroll).verticalScrollIndicatorInsets.bottom = keyboardHeight",
            "guard let field = firstResponder(in: view) else { return }",
            "// The field's frame in the scroll view's (content) coordinates.",
            "let fieldFrame = field.convert(field.bounds, to: \(scroll))",
            "let visibleHeight = view.bounds.height - keyboardHeight",
            "if fieldFrame.midY > visibleHeight * \(formatNumber(strategy.threshold)) {",
            "    let targetY = fieldFrame.minY - visibleHeight * \(formatNumber(strategy.anchor))",
            "    let rect = CGRect(x: 0, y: targetY, width: view.bounds.width, height: fieldFrame.height + keyboardHeight)",
        ] + StrategyCodePlan.animate(["self.\(scroll).scrollRectToVisible(rect, animated: false)"]).map { "    " + $0 } + [
            "}",
        ]
        let hide = StrategyCodePlan.animate([
            "self.\(scroll).contentInset.bottom = 0",
            "self.\(scroll).verticalScrollIndicatorInsets.bottom = 0",
        ])
        plan.observers = [
            .init(name: .willShow, method: "keyboardWillShow", animates: true, body: show),
            .init(name: .willHide, method: "keyboardWillHide", animates: true, body: hide),
        ]
        return plan
    }
}
