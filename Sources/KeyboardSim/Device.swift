/// One simulated device: screen, safe areas and keyboard heights, every number
/// a `Measure` with its source (see docs/engine.md for the full table).
public struct Device: Equatable, Hashable, Sendable {
    /// The id used by `:device` (`iphone-8`).
    public var id: String
    /// A human name (`iPhone 8`).
    public var name: String
    /// Screen size in portrait.
    public var portraitSize: Size
    /// Safe-area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape.
    public var landscapeSafeArea: EdgeInsets
    /// Whether the safe-area numbers were confirmed by a source.
    public var safeAreaConfirmed: Bool
    /// Keyboard heights: portrait without / with the predictive bar, landscape without / with.
    public var keyboardPortraitPlain: Measure
    public var keyboardPortraitPredictive: Measure
    public var keyboardLandscapePlain: Measure
    public var keyboardLandscapePredictive: Measure
    /// True for iPads (floating keyboard, hardware shortcut bar).
    public var isPad: Bool

    /// Screen size in an orientation (landscape swaps width and height).
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait
            ? portraitSize
            : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// Safe-area insets in an orientation.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The docked software keyboard's height.
    public func keyboardHeight(_ orientation: Orientation, predictive: Bool) -> Measure {
        switch (orientation, predictive) {
        case (.portrait, false): return keyboardPortraitPlain
        case (.portrait, true): return keyboardPortraitPredictive
        case (.landscape, false): return keyboardLandscapePlain
        case (.landscape, true): return keyboardLandscapePredictive
        }
    }

    /// Height of the shortcut bar an iPad shows with a hardware keyboard
    /// (nil on iPhones, which show nothing).
    public var hardwareBarHeight: Measure? {
        isPad ? Measure(55, confirmed: true, source: "keyboard-facts.md: iPad shows a 55 pt shortcut bar") : nil
    }

    /// Size of the iPad floating keyboard (estimate; no source gives it).
    public var floatingKeyboardSize: Measure? {
        isPad ? Measure(320, confirmed: false, source: "estimate: floating keyboard 320 × 260 pt") : nil
    }
}
