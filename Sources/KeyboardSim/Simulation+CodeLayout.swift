extension Simulation {
    /// Runs the layout pass UIKit runs when the main run loop comes round after
    /// code that changed constraints outside the keyboard's animation: a
    /// Did-handler, a lifecycle method, a `DispatchQueue.main.async` block. Does
    /// nothing when no constraint changed since the last pass.
    public mutating func layoutFromCode(_ steps: inout [TraceStep]) {
        guard needsLayout else { return }
        layoutPass(reasons: [.constraintsChanged], &steps)
    }
}
