extension Simulation {
    /// The verdict for the first responder now: covered by the keyboard,
    /// pushed above the top of the safe area, or fully visible with its clearance
    /// (the gap to the keyboard's top, or to the safe area's bottom when hidden).
    public func verdict() -> Verdict {
        guard let field = firstResponder, screenVisible, let f = screenFrame(of: field) else {
            return Verdict(field: nil, kind: .noFirstResponder)
        }
        let cover = covered(field)
        if cover > 0 { return Verdict(field: field, kind: .covered(by: cover)) }
        // Measured in the root view's container: the window (the whole screen
        // unless Split View or Slide Over), or the sheet.
        let w = hostFrame
        let safeTop = w.minY + safeAreaInsets.top
        if f.minY < safeTop { return Verdict(field: field, kind: .aboveSafeArea(by: safeTop - f.minY)) }
        if f.maxY > w.maxY { return Verdict(field: field, kind: .belowScreen(by: f.maxY - w.maxY)) }
        let limit: Double
        if let kb = keyboardFrame, kb.minY >= f.maxY, !keyboard.floating {
            limit = kb.minY
        } else {
            limit = w.maxY - safeAreaInsets.bottom
        }
        return Verdict(field: field, kind: .visible(clearance: limit - f.maxY))
    }
}
