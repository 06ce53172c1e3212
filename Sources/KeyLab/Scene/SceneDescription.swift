import KeyboardSim

/// The text of `:scene`: device, strategy, the view tree with frames, the
/// pins and the keyboard.
enum SceneDescription {
    static func text(_ simulation: Simulation, style: Style) -> String {
        var lines: [String] = []
        let size = simulation.screenSize
        let m = Messages.current
        lines.append(m.sceneTree(.header, ["device": simulation.device.name, "orientation": m.orientation(simulation.orientation),
                                           "width": formatNumber(size.width), "height": formatNumber(size.height),
                                           "strategy": simulation.strategy.commandText]))
        var around: [String] = []
        if simulation.navigationBar { around.append(m.sceneTree(.navigationBar)) }
        if simulation.tabBar { around.append(m.sceneTree(.tabBar)) }
        if simulation.window != .full {
            around.append(m.sceneTree(.window, ["mode": simulation.window.commandText, "frame": FrameTable.format(simulation.windowFrame)]))
        }
        if !around.isEmpty { lines.append(m.sceneTree(.around, ["items": around.joined(separator: ", ")])) }
        lines += tree(simulation, style: style)
        if !simulation.pins.isEmpty {
            lines.append(m.sceneTree(.pins))
            lines += simulation.pins.map { "  " + $0.description }
        }
        let keyboard = simulation.keyboard
        var keyboardLine = keyboard.visible ? m.sceneTree(.keyboardShown, ["frame": FrameTable.format(keyboard.frame)]) : m.sceneTree(.keyboardHidden)
        if !simulation.predictive { keyboardLine += m.sceneTree(.predictiveOff) }
        if simulation.hardwareKeyboard { keyboardLine += m.sceneTree(.hardwareConnected) }
        if keyboard.visible && keyboard.floating {
            keyboardLine += simulation.undocking.style == .split ? m.text(UndockedMessage.sceneSplit) : m.sceneTree(.floating)
        }
        if keyboard.visible && !keyboard.isLocal { keyboardLine += m.sceneTree(.otherApp) }
        if simulation.keyboardKind != .standard { keyboardLine += m.sceneTree(.kindKeyboard, ["kind": simulation.keyboardKind.word]) }
        lines.append(keyboardLine)
        lines.append(simulation.firstResponder.map { m.sceneTree(.firstResponder, ["name": $0]) } ?? m.sceneTree(.noFirstResponder))
        return lines.joined(separator: "\n")
    }

    /// `view (0, 0, 375, 667)` then its subviews with tree branches.
    static func tree(_ simulation: Simulation, style: Style) -> [String] {
        let m = Messages.current
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
                line += m.sceneTree(.contentHeight, ["height": formatNumber(view.contentSize.height)])
                if view.contentOffset.y != 0 { line += m.sceneTree(.offset, ["offset": formatNumber(view.contentOffset.y)]) }
                // UIKit's default (.automatic) goes unsaid; `.never` is the choice worth showing.
                if !view.adjustsForSafeArea { line += m.sceneTree(.insetNever) }
            }
            if view.accessoryHeight > 0 { line += m.sceneTree(.accessory, ["height": formatNumber(view.accessoryHeight)]) }
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
