/// The keyboard as the simulation sees it.
public struct KeyboardState: Equatable, Hashable, Sendable {
    /// Whether any keyboard (software, floating, another app's, or the iPad
    /// hardware-keyboard bar) is on screen.
    public var visible: Bool
    /// The frame in screen coordinates. When hidden: the last off-screen end
    /// frame, below the screen, keeping its height (as the hide notification reports it).
    public var frame: Rect
    /// False while another app's keyboard is shown (`isLocal` false).
    public var isLocal: Bool
    /// True while the iPad keyboard floats (undocked).
    public var floating: Bool
    /// True when only the iPad hardware-keyboard shortcut bar is shown.
    public var hardwareBar: Bool
    /// False when the height is an estimate (show `≈`).
    public var heightConfirmed: Bool

    /// A hidden keyboard below a screen of this size.
    public static func hidden(screen: Size, height: Double, confirmed: Bool) -> KeyboardState {
        KeyboardState(visible: false,
                      frame: Rect(x: 0, y: screen.height, width: screen.width, height: height),
                      isLocal: true, floating: false, hardwareBar: false, heightConfirmed: confirmed)
    }

    /// Whether the keyboard is docked at the bottom (what the keyboard layout guide follows).
    public var docked: Bool { visible && !floating }
}
