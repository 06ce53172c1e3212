/// What surrounds the screen: navigation and tab bars, the iPad window
/// (Split View, Slide Over), input accessory views and scroll views' inset
/// adjustment. Scene edits, not events: they post no notifications; a
/// layout pass follows so pins to the safe area move.
extension Simulation {
    /// `:navbar on|off`: the screen is inside a navigation controller.
    public mutating func setNavigationBar(_ on: Bool) {
        navigationBar = on
        relayoutAfterContainerChange()
    }

    /// `:tabbar on|off`: the screen is inside a tab bar controller.
    public mutating func setTabBar(_ on: Bool) {
        tabBar = on
        relayoutAfterContainerChange()
    }

    /// `:window full|split N/D|slide-over`: iPad only.
    public mutating func setWindow(_ mode: WindowMode) throws(SimError) {
        guard device.isPad || mode == .full else {
            throw .eventNotPossible(.windowNeedsIPad)
        }
        window = mode
        views[0].frame = Rect(origin: .zero, size: hostSize(orientation))
        views[0].givenFrame = views[0].frame
        relayoutAfterContainerChange()
    }

    /// `:accessory FIELD HEIGHT`: the field's `inputAccessoryView` (0 removes it).
    /// It comes up with the keyboard and is part of the keyboard's frame.
    public mutating func setAccessory(_ field: String, height: Double) throws(SimError) {
        guard let i = index[field] else { throw .unknownView(field, known: viewNames) }
        guard views[i].kind.isTextInput else {
            throw .wrongKind(view: field, kind: views[i].kind, expected: .textInputForAccessory)
        }
        guard height.isFinite, height >= 0 else { throw .invalidFrame(.accessoryHeightBelowZero) }
        views[i].accessoryHeight = height
    }

    /// `:inset-adjustment SCROLLVIEW automatic|never`: `contentInsetAdjustmentBehavior`.
    /// With `automatic` (UIKit's default) a scroll view with content taller than
    /// itself adds the safe area it overlaps to its inset and rests at
    /// `contentOffset.y = −top`.
    public mutating func setInsetAdjustment(_ name: String, automatic: Bool) throws(SimError) {
        guard let i = index[name] else { throw .unknownView(name, known: viewNames) }
        guard views[i].kind.isScrollView else { throw .wrongKind(view: name, kind: views[i].kind, expected: .scrollOrTableView) }
        keepingRest(i) { $0.views[i].adjustsForSafeArea = automatic }
    }

    /// `alwaysBounceVertical` (set by the learner's code): with `.automatic`
    /// the safe area is added even when the content fits.
    public mutating func setAlwaysBounceVertical(_ name: String, _ on: Bool) {
        guard let i = index[name], views[i].kind.isScrollView else { return }
        keepingRest(i) { $0.views[i].alwaysBounceVertical = on }
    }

    /// Runs a change to scroll view `i`; a scroll view that was at rest
    /// (`contentOffset.y == −adjustedContentInset.top`) stays at rest.
    mutating func keepingRest(_ i: Int, _ change: (inout Simulation) -> Void) {
        let before = adjustedContentInset(of: i).top
        change(&self)
        let after = adjustedContentInset(of: i).top
        if views[i].contentOffset.y == -before { views[i].contentOffset.y = -after }
    }

    private mutating func relayoutAfterContainerChange() {
        layoutPlan = nil
        _ = try? runLayoutPass()
    }
}
