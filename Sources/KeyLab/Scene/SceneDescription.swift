import KeyboardSim

/// The text of `:scene`: device, strategy, the view tree with frames, the
/// pins and the keyboard.
enum SceneDescription {
    static func text(_ simulation: Simulation, style: Style) -> String {
        var lines: [String] = []
        let size = simulation.screenSize
        lines.append("\(simulation.device.name), \(simulation.orientation.rawValue) "
                     + "\(formatNumber(size.width)) × \(formatNumber(size.height)); strategy \(simulation.strategy.commandText)")
        var around: [String] = []
        if simulation.navigationBar { around.append("navigation bar") }
        if simulation.tabBar { around.append("tab bar") }
        if simulation.window != .full {
            around.append("window \(simulation.window.commandText) \(FrameTable.format(simulation.windowFrame))")
        }
        if !around.isEmpty { lines.append("around the screen: " + around.joined(separator: ", ")) }
        lines += tree(simulation, style: style)
        if !simulation.pins.isEmpty {
            lines.append("pins:")
            lines += simulation.pins.map { "  " + $0.description }
        }
        let keyboard = simulation.keyboard
        var keyboardLine = "keyboard: " + (keyboard.visible ? "shown " + FrameTable.format(keyboard.frame) : "hidden")
        if !simulation.predictive { keyboardLine += ", predictive bar off" }
        if simulation.hardwareKeyboard { keyboardLine += ", hardware keyboard connected" }
        if keyboard.visible && keyboard.floating { keyboardLine += ", floating" }
        if keyboard.visible && !keyboard.isLocal { keyboardLine += ", another app's (isLocal false)" }
        if simulation.keyboardKind != .standard { keyboardLine += ", \(simulation.keyboardKind.word) keyboard" }
        lines.append(keyboardLine)
        lines.append("first responder: " + (simulation.firstResponder ?? "none"))
        return lines.joined(separator: "\n")
    }

    /// `view (0, 0, 375, 667)` then its subviews with tree branches.
    static func tree(_ simulation: Simulation, style: Style) -> [String] {
        let branch = style.unicode ? "├─ " : "|- "
        let last = style.unicode ? "└─ " : "`- "
        let pipe = style.unicode ? "│  " : "|  "
        var lines: [String] = []
        func visit(_ name: String, prefix: String, connector: String) {
            guard let view = simulation.view(named: name) else { return }
            var line = prefix + connector + name
            if view.parent != nil { line += "  " + view.kind.rawValue }
            line += "  " + FrameTable.format(view.frame)
            if view.kind.isScrollView {
                line += "  content height \(formatNumber(view.contentSize.height))"
                if view.contentOffset.y != 0 { line += ", offset \(formatNumber(view.contentOffset.y))" }
                if view.adjustsForSafeArea { line += ", inset adjustment automatic" }
            }
            if view.accessoryHeight > 0 { line += "  accessory \(formatNumber(view.accessoryHeight))" }
            lines.append(line)
            let children = simulation.children(of: name)
            let childPrefix = view.parent == nil ? "" : prefix + (connector == last ? "   " : pipe)
            for (index, child) in children.enumerated() {
                visit(child, prefix: childPrefix, connector: index == children.count - 1 ? last : branch)
            }
        }
        visit(Simulation.rootName, prefix: "", connector: "")
        return lines
    }
}
