import KeyboardSim
import SwiftSubset

extension ControllerBinding {
    /// The screen was popped: keylab's UIKit lets go of the controller, and the
    /// learner's reference counting says whether it went away. SwiftSubset counts
    /// references as Swift does, so a controller stays alive exactly when the
    /// learner's code still holds it: a block observer or a Combine or RxSwift
    /// subscription whose closure captures `self` strongly (selector observers are
    /// held weakly, as NotificationCenter has since iOS 9).
    func releaseController(_ steps: inout [TraceStep]) {
        let released = repl.call(function: "_keylabRelease", arguments: [], interrupt: interrupt)
        // A deinit that prints says so in the trace.
        appendOutput(released.output, &steps)
        let alive = repl.call(function: "_keylabReleasedAlive", arguments: []).value == .bool(true)
        steps.append(.engineNote(alive ? .controllerStillAlive(className) : .controllerReleased(className)))
    }
}
