extension PreludeFile {
    /// `CGFloat` and `TimeInterval` as type aliases of `Double`.
    ///
    /// Swift 5.5+ converts `CGFloat` and `Double` into each other implicitly;
    /// SwiftSubset has no implicit numeric conversion, so `CGFloat` is
    /// `Double` here (docs/decisions.md, "SimUIKit: first slice").
    static let cgFloat = PreludeFile(module: "CoreGraphics", name: "CGFloat", declares: ["CGFloat"], text: #"""
    /// The floating-point type of Core Graphics. On every current Apple device
    /// it is 64 bits wide, the same as Double; Swift converts between the two
    /// without a cast. keylab makes CGFloat another name for Double, so
    /// `type(of: x)` says Double where a device says CGFloat.
    typealias CGFloat = Double

    """#)

    /// `TimeInterval`: Foundation's seconds, a `Double` on every platform.
    static let timeInterval = PreludeFile(module: "Foundation", name: "TimeInterval", declares: ["TimeInterval"], text: #"""
    /// A number of seconds (an animation's duration, a notification's
    /// UIKeyboardAnimationDurationUserInfoKey). Foundation declares it as Double.
    typealias TimeInterval = Double

    """#)
}
