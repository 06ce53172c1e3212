import KeyboardSim

extension ControllerBinding {
    /// How many `becomeFirstResponder()` calls in a row, each asked by the handlers the previous
    /// one ran, are followed (two fields that focus each other would never stop otherwise).
    static let focusChainLimit = 8

    /// Focuses the field the learner's code asked to become first responder, once the event that
    /// ran the code is over: the engine's show sequence follows, with the notifications UIKit
    /// posts (again, when switching fields with the keyboard up). UIKit runs it inside the calling
    /// handler; keylab waits so two notification sequences never interleave (docs/decisions.md).
    func applyFocusRequest(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        var rounds = 0
        while let field = focusRequest {
            focusRequest = nil
            guard sim.screenVisible, sim.firstResponder != field else { continue }
            guard rounds < ControllerBinding.focusChainLimit else {
                steps.append(.engineNote(.focusChainStopped(field: field, limit: ControllerBinding.focusChainLimit)))
                return
            }
            rounds += 1
            sim.focusFromCode(field, &steps)
        }
    }
}
