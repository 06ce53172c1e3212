/// Constraints stated in either order. Auto Layout's equation
/// `first.a = second.b + c` has no direction, but storyboards and xibs write the
/// container or the layout guide first (`SafeArea.bottom = bar.bottom + 20`):
/// there the bar is the one that moves, and the same equation read for the bar is
/// `bar.bottom = SafeArea.bottom - 20`. keylab's solver moves a pin's `view`, so a
/// constraint whose first item cannot or should not move (a layout guide, the root
/// view, or an ancestor of the second item) is turned around with its constant
/// negated, and remembered as `reversed` so the learner keeps seeing, and setting,
/// the constant they wrote.
extension Simulation {
    /// `first.firstAnchor = second.secondAnchor + constant` in the form the solver
    /// keeps (`view.anchor = target.targetAnchor + constant`). Item words are view
    /// names, `safe` or `keyboard`.
    public func orientedPin(_ first: String, _ firstAnchor: Anchor, to second: String, _ secondAnchor: Anchor,
                            constant: Double)
        -> (view: String, anchor: Anchor, target: PinTarget, targetAnchor: Anchor, constant: Double, reversed: Bool) {
        let firstIsGuide = PinTarget(word: first) != .view(first)
        let secondIsGuide = PinTarget(word: second) != .view(second)
        // A guide never moves; a container stays put and its content moves, as in UIKit
        // where the container's own frame comes from elsewhere.
        let turn = !secondIsGuide && (firstIsGuide || first == Simulation.rootName || isDescendant(second, of: first))
        if turn {
            return (second, secondAnchor, PinTarget(word: first), firstAnchor, -constant, true)
        }
        return (first, firstAnchor, PinTarget(word: second), secondAnchor, constant, false)
    }

    /// Adds `first.firstAnchor = second.secondAnchor + constant` with either item
    /// first (see `orientedPin`) and runs a layout pass.
    @discardableResult
    public mutating func pin(stated first: String, _ firstAnchor: Anchor, to second: String, _ secondAnchor: Anchor,
                             constant: Double = 0) throws(SimError) -> Pin {
        let o = orientedPin(first, firstAnchor, to: second, secondAnchor, constant: constant)
        return try pin(o.view, o.anchor, to: o.target, o.targetAnchor, constant: o.constant, reversed: o.reversed)
    }

    /// Sets a pin's constant to the value the learner's code wrote
    /// (`constraint.constant = keyboardHeight`): for a reversed pin a positive
    /// constant moves the moving view up or left, as on iOS.
    public mutating func setStatedConstantFromCode(pinID: Int, _ value: Double) {
        guard let pin = pins.first(where: { $0.id == pinID }) else { return }
        setConstantFromCode(pinID: pinID, pin.reversed ? -value : value)
    }
}
