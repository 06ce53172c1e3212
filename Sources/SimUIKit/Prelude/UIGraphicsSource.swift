extension PreludeFile {
    /// The UIGraphics image-context functions and `UIGraphicsImageRenderer`:
    /// accepted, sizes kept, nothing drawn.
    static let uiGraphics = PreludeFile(module: "UIKit", name: "UIGraphics", declares: ["UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext", "UIGraphicsGetImageFromCurrentImageContext", "UIGraphicsEndImageContext", "UIGraphicsGetCurrentContext", "UIGraphicsImageRenderer", "CGContext"], text: #"""
    // keylab draws no pixels. Code that renders an image (a blurred snapshot, a
    // tinted icon, a placeholder) runs: each call is accepted, the image it
    // makes has the size asked for, and it shows nothing.

    /// A drawing context. Every call is accepted and draws nothing.
    class CGContext {
        /// The size of the image being drawn.
        let _size: CGSize
        init(_size: CGSize) { self._size = _size }
        func setFillColor(_ color: CGColor) {}
        func setStrokeColor(_ color: CGColor) {}
        func setLineWidth(_ width: CGFloat) {}
        func setAlpha(_ alpha: CGFloat) {}
        func fill(_ rect: CGRect) {}
        func stroke(_ rect: CGRect) {}
        func fillEllipse(in rect: CGRect) {}
        func strokeEllipse(in rect: CGRect) {}
        func addPath(_ path: CGPath) {}
        func fillPath() {}
        func strokePath() {}
        func move(to point: CGPoint) {}
        func addLine(to point: CGPoint) {}
        func translateBy(x tx: CGFloat, y ty: CGFloat) {}
        func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
        func saveGState() {}
        func restoreGState() {}
        func clear(_ rect: CGRect) {}
    }

    /// The contexts begun and not yet ended, innermost last.
    var _keylabImageContexts: [CGContext] = []

    /// Begins an image context of `size` (opacity and scale are kept by nothing).
    func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        _keylabImageContexts.append(CGContext(_size: size))
    }

    /// Begins an image context of `size` at scale 1.
    func UIGraphicsBeginImageContext(_ size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
    }

    /// The innermost context begun, nil outside one.
    func UIGraphicsGetCurrentContext() -> CGContext? { _keylabImageContexts.last }

    /// An image of the innermost context's size, nil outside one.
    func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        guard let context = _keylabImageContexts.last else { return nil }
        return UIImage(_keylabSize: context._size)
    }

    /// Ends the innermost context.
    func UIGraphicsEndImageContext() {
        if !_keylabImageContexts.isEmpty { _keylabImageContexts.removeLast() }
    }

    /// Renders images of one size with a closure.
    class UIGraphicsImageRenderer {
        /// What the drawing closure is handed.
        class Context {
            let cgContext: CGContext
            init(_ cgContext: CGContext) { self.cgContext = cgContext }
            func fill(_ rect: CGRect) {}
        }
        let _size: CGSize
        init(size: CGSize) { _size = size }
        init(bounds: CGRect) { _size = bounds.size }
        /// Runs `actions` with a context and returns an image of the renderer's size.
        func image(actions: (UIGraphicsImageRenderer.Context) -> Void) -> UIImage {
            actions(UIGraphicsImageRenderer.Context(CGContext(_size: _size)))
            return UIImage(_keylabSize: _size)
        }
    }

    """#)
}
