extension Simulation {
    /// Runs the layout pass UIKit runs when the main run loop comes round after
    /// code that changed constraints outside the keyboard's animation: a
    /// Did-handler, a lifecycle method, a `DispatchQueue.main.async` block. Does
    /// nothing when no constraint changed since the last pass.
    public mutating func layoutFromCode(_ steps: inout [TraceStep]) {
        guard needsLayout else { return }
        layoutPass(reasons: [.constraintsChanged], &steps)
    }

    /// Runs the layout pass `layoutIfNeeded()` asks for in the middle of the
    /// learner's code (a handler, an animation block, viewDidLoad): at once, so
    /// frames read after it are the new ones. Nothing when no constraint changed.
    /// In a Will handler it is the pass that runs in the keyboard's animation,
    /// and is traced as that one is.
    public mutating func layoutNow(inKeyboardAnimation: Bool, _ steps: inout [TraceStep]) {
        guard needsLayout else { return }
        layoutPass(reasons: [inKeyboardAnimation ? .constraintsChanged : .layoutIfNeeded], &steps)
    }
}
