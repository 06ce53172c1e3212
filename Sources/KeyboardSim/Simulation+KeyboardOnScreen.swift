/// What of the keyboard the user sees, piece by piece, as opposed to the
/// frame the notifications report: the split keyboard's two halves with the
/// app showing between them, and the minimized assistant toolbar, which
/// overlaps the views even when the notifications say the keyboard is gone.
/// `covered`, the verdict and the drawing use these pieces.
///
/// The split keyboard's halves: Apple's iPad User Guide ("Use a floating or
/// split keyboard") shows the two halves at the screen's sides with the app
/// between them; no source gives their widths. keylab makes each half ≈ 35 %
/// of the screen's width (768 → 269 pt, a gap of 230 pt; landscape 1024 →
/// 358 pt, a gap of 308 pt).
extension Simulation {
    /// The share of the screen's width one split half takes (≈).
    static let splitHalfShare = 0.35

    /// The two halves of the split keyboard in screen coordinates, or nil
    /// when the keyboard is not split and up.
    public var splitHalves: (left: Rect, right: Rect)? {
        guard keyboard.visible, keyboard.floating, undocking.style == .split else { return nil }
        let f = keyboard.frame
        let half = (f.width * Self.splitHalfShare).rounded()
        return (Rect(x: f.minX, y: f.minY, width: half, height: f.height),
                Rect(x: f.maxX - half, y: f.minY, width: half, height: f.height))
    }

    /// The gap between the split halves (screen coordinates); nil when not split.
    public var splitGap: Rect? {
        guard let (l, r) = splitHalves else { return nil }
        return Rect(x: l.maxX, y: l.minY, width: r.minX - l.maxX, height: l.height)
    }

    /// The pieces of the keyboard on screen, in screen coordinates: the two
    /// split halves; the minimized assistant toolbar; else the visible part
    /// of the keyboard's frame (`keyboardFrame`); none while nothing shows.
    public var keyboardOnScreen: [Rect] {
        if let (l, r) = splitHalves { return [l, r] }
        if let toolbar = minimizedToolbarOnScreen { return [toolbar] }
        return keyboardFrame.map { [$0] } ?? []
    }

    /// Whether the pieces differ from the notifications' frame (for `:json`).
    var keyboardPiecesDiffer: Bool {
        keyboardOnScreen != (keyboardFrame.map { [$0] } ?? [])
    }
}
