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
        let outlet = ConstraintsStrategy.outlet
        for pin in bottoms {
            plan.namedPins[pin.id] = outlet(pin, "Bottom")
            plan.outlets.append(pin.view)
        }
        if let push {
            plan.namedPins[push.id] = outlet(push, "Top")
            if !plan.outlets.contains(push.view) { plan.outlets.append(push.view) }
        }
        // The constants as the storyboard sets them, read before any keyboard comes.
        let resting = (bottoms.map { ($0, "Bottom") } + (push.map { [($0, "Top")] } ?? []))
        for (pin, edge) in resting {
            plan.properties.append("private var \(pin.view)\(edge)Constant: CGFloat = 0")
            plan.viewDidLoadLines.append("\(pin.view)\(edge)Constant = \(outlet(pin, edge)).constant")
        }
        var show = [strategy.safeArea ? "let keyboardHeight = keyboardFrame.height - view.safeAreaInsets.bottom"
                                      : "let keyboardHeight = keyboardFrame.height"]
        if bottoms.isEmpty { show.append("// No view is pinned to the safe area's bottom: nothing to move.") }
        for pin in bottoms { show.append("\(outlet(pin, "Bottom")).constant = -keyboardHeight") }
        if let push {
            let heights = bottoms.map { "\(CodeNames.property($0.view, in: simulation)).frame.height" }
            let buttonHeight = heights.isEmpty ? "0" : heights.count == 1 ? heights[0] : "max(\(heights.joined(separator: ", ")))"
            show += [
                "let safeAreaHeight = view.safeAreaLayoutGuide.layoutFrame.height",
                "let buttonHeight\(heights.isEmpty ? ": CGFloat" : "") = \(buttonHeight)",
                "let buttonTop = safeAreaHeight - (keyboardHeight + buttonHeight)",
                "let innerTop = \(push.view)TopConstant",
                "let innerBottom = innerTop + \(CodeNames.property(push.view, in: simulation)).frame.height",
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
}
