import KeyboardSim

/// `constraints [push VIEW] [margin N]`: bottom constraints to the safe area
/// get −keyboardHeight; the push view's top constant goes up by the overlap
/// plus the margin; WillHide restores the original constants.
enum ConstraintsCode: StrategyCodeGenerator {
    static func plan(_ strategy: ConstraintsStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = ["Move views by changing their constraints' constants, animated with layoutIfNeeded()."]
        let bottoms = simulation.pins.filter { $0.anchor == .bottom && $0.target == .safe && $0.targetAnchor == .bottom }
        let push = strategy.push.flatMap { name in simulation.pins.first { $0.view == name && $0.anchor == .top && $0.target != nil } }
        let outlet = { (pin: Pin, suffix: String) in pin.name ?? "\(pin.view)\(suffix)Constraint" }
        for pin in bottoms {
            plan.namedPins[pin.id] = outlet(pin, "Bottom")
            plan.properties.append("private let \(pin.view)BottomConstant: CGFloat = \(formatNumber(originalConstant(pin, simulation)))")
        }
        if let push {
            plan.namedPins[push.id] = outlet(push, "Top")
            plan.properties.append("private let \(push.view)TopConstant: CGFloat = \(formatNumber(originalConstant(push, simulation)))")
        }
        var show = ["let keyboardHeight = keyboardFrame.height"]
        if bottoms.isEmpty { show.append("// No view is pinned to the safe area's bottom: nothing to move.") }
        for pin in bottoms { show.append("\(outlet(pin, "Bottom")).constant = -keyboardHeight") }
        if let push, let pushView = simulation.view(named: push.view) {
            let buttonHeight = bottoms.compactMap { simulation.view(named: $0.view)?.frame.height }.max() ?? 0
            show += [
                "let safeAreaHeight = view.safeAreaLayoutGuide.layoutFrame.height",
                "let buttonHeight: CGFloat = \(formatNumber(buttonHeight))",
                "let buttonTop = safeAreaHeight - (keyboardHeight + buttonHeight)",
                "let innerTop = \(push.view)TopConstant",
                "let innerBottom = innerTop + \(formatNumber(pushView.frame.height))  // \(push.view)'s height",
                "if innerBottom > buttonTop {",
                "    \(outlet(push, "Top")).constant = innerTop - (innerBottom - buttonTop) - \(formatNumber(strategy.margin))",
                "}",
            ]
        }
        show += StrategyCodePlan.animate(["self.view.layoutIfNeeded()"])
        var hide = ["// Back to the original constants: no keyboard height needed."]
        for pin in bottoms { hide.append("\(outlet(pin, "Bottom")).constant = \(pin.view)BottomConstant") }
        if let push { hide.append("\(outlet(push, "Top")).constant = \(push.view)TopConstant") }
        hide += StrategyCodePlan.animate(["self.view.layoutIfNeeded()"])
        plan.observers = [
            .init(name: .willShow, method: "keyboardWillShow", animates: true, body: show),
            .init(name: .willHide, method: "keyboardWillHide", animates: true, body: hide),
        ]
        return plan
    }

    /// The constant as the learner pinned it. While the keyboard is up the
    /// strategy has changed it; the pin's description still reads the current
    /// value, so the original is recovered from the undo the hide would do.
    static func originalConstant(_ pin: Pin, _ simulation: Simulation) -> Double {
        guard simulation.keyboard.visible else { return pin.constant }
        var hidden = simulation
        _ = hidden.apply(.keyboardHide)
        return hidden.pins.first { $0.id == pin.id }?.constant ?? pin.constant
    }
}
