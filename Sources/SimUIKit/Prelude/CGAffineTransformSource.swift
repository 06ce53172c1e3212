extension PreludeFile {
    /// `CGAffineTransform`: what `view.transform` holds.
    static let cgAffineTransform = PreludeFile(module: "CoreGraphics", name: "CGAffineTransform", declares: ["CGAffineTransform"], text: #"""
    /// A 2-D transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    struct CGAffineTransform: Equatable {
        var a: CGFloat
        var b: CGFloat
        var c: CGFloat
        var d: CGFloat
        var tx: CGFloat
        var ty: CGFloat

        init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }
        /// A move by (tx, ty).
        init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }
        /// A scale by (sx, sy).
        init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }
        /// No change.
        static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var isIdentity: Bool { self == CGAffineTransform.identity }

        /// This transform, then `t2`.
        func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                              c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                              tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }
        /// A move by (tx, ty) first, then this transform.
        func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }
        /// A scale by (sx, sy) first, then this transform.
        func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }
    }

    """#)
}
