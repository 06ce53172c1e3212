import KeyboardSim

extension ScreenPicture {
    /// The picture of a simulation's current state: screen frames, nesting,
    /// the keyboard (when visible), covered points and scroll offsets; the
    /// title (device and orientation) in `language`.
    public init(_ simulation: Simulation, language: Language = .english) {
        var depths: [String: Int] = [:]
        var views: [View] = []
        for view in simulation.views {
            let depth = view.parent.flatMap { depths[$0].map { $0 + 1 } } ?? 0
            depths[view.name] = depth
            views.append(View(
                name: view.name,
                kind: view.kind.rawValue,
                screenFrame: simulation.screenFrame(of: view.name) ?? view.frame,
                depth: depth,
                parent: view.parent,
                isFocused: simulation.firstResponder == view.name,
                covered: simulation.covered(view.name),
                contentOffsetY: view.kind.isScrollView ? view.contentOffset.y : nil
            ))
        }
        self.init(
            title: Messages(language).drawingTitle(device: simulation.device.name, orientation: simulation.orientation),
            screenSize: simulation.screenSize,
            portraitSize: simulation.device.portraitSize,
            safeArea: simulation.safeAreaInsets,
            keyboard: simulation.keyboardFrame,
            views: views
        )
        let pieces = simulation.keyboardOnScreen
        if pieces != (simulation.keyboardFrame.map { [$0] } ?? []) { keyboardPieces = pieces }
        let w = simulation.windowFrame
        if simulation.window != .full { window = w }
        // A sheet is drawn as the app's area; around it, the presenting screen.
        if simulation.presentation.style != .fullScreen, simulation.hostFrame != w {
            window = simulation.hostFrame
            windowIsSheet = true
        }
        // The bars belong to the container controllers: they stay put when the root view shifts.
        let device = simulation.deviceSafeAreaInWindow
        if simulation.navigationBar {
            let h = Bars.navigationBarHeight(simulation.device, simulation.orientation).value
            bars.append(("navigation bar", Rect(x: w.minX, y: w.minY + device.top, width: w.width, height: h)))
        }
        if simulation.tabBar {
            let h = Bars.tabBarHeight(simulation.device, simulation.orientation).value
            bars.append(("tab bar", Rect(x: w.minX, y: w.maxY - device.bottom - h, width: w.width, height: h)))
        }
    }
}

extension FrameTable {
    /// The frame table of a simulation's current state.
    public static func lines(_ simulation: Simulation, style: Style, columns: Int = 80,
                             language: Language = .english) -> [String] {
        var frames: [String: Rect] = [:]
        for view in simulation.views { frames[view.name] = view.frame }
        return lines(ScreenPicture(simulation, language: language), frames: frames, style: style, columns: columns, language: language)
    }
}
