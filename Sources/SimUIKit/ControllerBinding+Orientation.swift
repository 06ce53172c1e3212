import KeyboardSim

extension ControllerBinding {
    /// Whether the controller on the screen turns with the device to `orientation`: its
    /// `shouldAutorotate` is true and its `supportedInterfaceOrientations` includes it. A
    /// portrait-only screen stays upright when the device turns (`:rotate` says so).
    public func turns(to orientation: Orientation) -> Bool {
        repl.call(function: "_keylabTurnsTo", arguments: [.bool(orientation == .landscape)]).value != .bool(false)
    }
}
