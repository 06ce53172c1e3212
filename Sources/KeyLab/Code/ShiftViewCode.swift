import KeyboardSim

/// `shift-view [only FIELD] [guard on|off]`: the root view's
/// `frame.origin.y -= keyboardHeight` on WillShow, `+=` on WillHide, and an
/// `isKeyboard` flag against repeated WillShow.
enum ShiftViewCode: StrategyCodeGenerator {
    static func plan(_ strategy: ShiftViewStrategy, _ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = ["Shift the whole screen up by the keyboard's height."]
        if strategy.guardOn {
            plan.properties.append("/// The view is shifted: a repeated keyboardWillShow must not shift it twice.")
            plan.properties.append("private var isKeyboard = false")
        } else {
            plan.headerComments.append("guard off: without the isKeyboard flag a repeated keyboardWillShow (switching")
            plan.headerComments.append("fields) shifts the view a second time.")
        }
        if let only = strategy.only {
            plan.outlets.append(only)
            plan.properties.append("/// Where the view sits when it is not shifted.")
            plan.properties.append("private var originY: CGFloat = 0")
            plan.viewDidLoadLines.append("originY = view.frame.origin.y")
        }

        var show: [String] = []
        let shiftUp = (strategy.guardOn ? ["guard !isKeyboard else { return }"] : [])
            + measureLines(strategy.measure)
            + StrategyCodePlan.animate(["self.view.frame.origin.y -= keyboardHeight"])
            + (strategy.guardOn ? ["isKeyboard = true"] : [])
        if let only = strategy.only.map({ CodeNames.property($0, in: simulation) }) {
            show.append("if \(only).isFirstResponder {")
            show += shiftUp.map { "    " + $0 }
            show.append("} else if view.frame.origin.y != originY {")
            show.append("    // Another field took focus while the view was shifted: put it back.")
            show += StrategyCodePlan.animate(["self.view.frame.origin.y += keyboardFrame.height"]).map { "    " + $0 }
            if strategy.guardOn { show.append("    isKeyboard = false") }
            show.append("    originY = view.frame.origin.y")
            show.append("}")
        } else {
            show = shiftUp
        }

        var hide: [String] = []
        if let only = strategy.only.map({ CodeNames.property($0, in: simulation) }) { hide.append("guard \(only).isFirstResponder else { return }") }
        if strategy.guardOn { hide.append("guard isKeyboard else { return }") }
        if strategy.measure == .end {
            hide.append("// The hide end frame is below the screen but keeps the full height.")
            hide += StrategyCodePlan.animate(["self.view.frame.origin.y += keyboardFrame.height"])
        } else {
            hide.append("// A hidden keyboard overlaps nothing: set the origin back, do not add.")
            hide += StrategyCodePlan.animate(["self.view.frame.origin.y = 0"])
        }
        if strategy.guardOn { hide.append("isKeyboard = false") }

        plan.observers = [
            .init(name: .willShow, method: "keyboardWillShow", animates: true, body: show),
            .init(name: .willHide, method: "keyboardWillHide", animates: true, body: hide),
        ]
        return plan
    }

    /// How the handler measures the keyboard (`measure end|window|screen`).
    static func measureLines(_ measure: ShiftMeasure) -> [String] {
        switch measure {
        case .end:
            return ["let keyboardHeight = keyboardFrame.height"]
        case .window:
            return ["// Only the part over this view counts (iPad hardware keyboard: 55 of 313).",
                    "let kb = view.convert(keyboardFrame, from: nil)",
                    "let keyboardHeight = max(0, view.bounds.maxY - kb.minY)"]
        case .screen:
            return ["// The frame is in screen coordinates: right in Split View and Slide Over too.",
                    "guard let screen = view.window?.screen else { return }",
                    "let kb = view.convert(keyboardFrame, from: screen.coordinateSpace)",
                    "let keyboardHeight = max(0, view.bounds.maxY - kb.minY)"]
        }
    }
}
