extension PreludeFile {
    /// `CGRect` with the members a keyboard handler uses; the geometry
    /// follows Core Graphics' rules (edges of a rectangle with a negative
    /// width or height are those of its standardized form).
    static let cgRect = PreludeFile(module: "CoreGraphics", name: "CGRect", declares: ["CGRect"], text: #"""
    /// A rectangle: an origin (its top-left corner on an iPhone) and a size.
    /// A struct, so `view.frame.origin.y -= 258` changes a copy that is then
    /// written back, never a shared object.
    struct CGRect: Equatable, CustomStringConvertible {
        var origin: CGPoint
        var size: CGSize

        init(origin: CGPoint, size: CGSize) {
            self.origin = origin
            self.size = size
        }

        init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.origin = CGPoint(x: x, y: y)
            self.size = CGSize(width: width, height: height)
        }

        /// The rectangle at (0, 0) with no width and no height.
        static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)

        /// "No rectangle": what `intersection` gives for rectangles that do not meet.
        static let null = CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)

        /// The width, never negative.
        var width: CGFloat { abs(size.width) }
        /// The height, never negative.
        var height: CGFloat { abs(size.height) }

        var minX: CGFloat { min(origin.x, origin.x + size.width) }
        var maxX: CGFloat { max(origin.x, origin.x + size.width) }
        var midX: CGFloat { minX + width / 2 }
        var minY: CGFloat { min(origin.y, origin.y + size.height) }
        var maxY: CGFloat { max(origin.y, origin.y + size.height) }
        var midY: CGFloat { minY + height / 2 }

        /// True for `CGRect.null`.
        var isNull: Bool { origin.x == CGFloat.infinity || origin.y == CGFloat.infinity }
        /// True when there is no area: no width, no height, or null.
        var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

        /// The same rectangle with a non-negative width and height.
        var standardized: CGRect {
            if isNull { return CGRect.null }
            return CGRect(x: minX, y: minY, width: width, height: height)
        }

        /// Smaller by `dx` on the left and on the right, by `dy` at the top and
        /// at the bottom (negative values make it larger); null when nothing is left.
        func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            if isNull { return CGRect.null }
            let r = standardized
            let w = r.size.width - 2 * dx
            let h = r.size.height - 2 * dy
            if w < 0 || h < 0 { return CGRect.null }
            return CGRect(x: r.origin.x + dx, y: r.origin.y + dy, width: w, height: h)
        }

        /// Moved by `dx` to the right and `dy` down.
        func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            if isNull { return CGRect.null }
            let r = standardized
            return CGRect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width, height: r.size.height)
        }

        /// The part both rectangles cover; null when they do not meet.
        /// Rectangles that only touch give a rectangle of zero width or height.
        func intersection(_ other: CGRect) -> CGRect {
            if isNull || other.isNull { return CGRect.null }
            let left = max(minX, other.minX)
            let right = min(maxX, other.maxX)
            let top = max(minY, other.minY)
            let bottom = min(maxY, other.maxY)
            if left > right || top > bottom { return CGRect.null }
            return CGRect(x: left, y: top, width: right - left, height: bottom - top)
        }

        /// Whether the rectangles meet (touching edges count).
        func intersects(_ other: CGRect) -> Bool {
            !intersection(other).isNull
        }

        /// Whether the point lies inside: the left and top edges count, the
        /// right and bottom edges do not.
        func contains(_ point: CGPoint) -> Bool {
            if isNull || isEmpty { return false }
            return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }

        /// What `print` shows: `(0.0, 0.0, 10.0, 20.0)`.
        var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
    }

    """#)
}
