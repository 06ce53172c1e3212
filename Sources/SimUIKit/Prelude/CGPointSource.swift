extension PreludeFile {
    /// `CGPoint`, as Core Graphics and its Swift overlay declare it.
    static let cgPoint = PreludeFile(module: "CoreGraphics", name: "CGPoint", declares: ["CGPoint"], text: #"""
    /// A point: x grows to the right, y grows downwards on an iPhone's screen.
    struct CGPoint: Equatable, CustomStringConvertible {
        var x: CGFloat
        var y: CGFloat

        /// The point (0.0, 0.0).
        static let zero = CGPoint(x: 0, y: 0)

        /// What `print` shows: `(1.0, 2.0)`. (On a device this is the
        /// overlay's `debugDescription`; `print` shows the same text.)
        var description: String { "(\(x), \(y))" }
    }

    """#)

    /// `CGSize`, as Core Graphics and its Swift overlay declare it.
    static let cgSize = PreludeFile(module: "CoreGraphics", name: "CGSize", declares: ["CGSize"], text: #"""
    /// A width and a height. Either may be negative: a rectangle with a
    /// negative width extends to the left of its origin.
    struct CGSize: Equatable, CustomStringConvertible {
        var width: CGFloat
        var height: CGFloat

        /// The size (0.0, 0.0).
        static let zero = CGSize(width: 0, height: 0)

        /// What `print` shows: `(3.0, 4.0)`.
        var description: String { "(\(width), \(height))" }
    }

    """#)
}
