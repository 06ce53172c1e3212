/// `:screen pop`: the navigation controller pops the screen and lets go of
/// its view controller. Whether the controller really goes away is the
/// strategy's to say: only the learner's own code can keep itself alive.
extension Simulation {
    /// The screen disappears (when it is on screen), then the strategy hears
    /// that nothing in UIKit holds its controller any more.
    mutating func screenPop(_ steps: inout [TraceStep]) throws(SimError) {
        if screenVisible { try screenDisappear(&steps) }
        steps.append(.engineNote(.screenPopped))
        guard strategy.type.receivesAllNotifications else { return }
        var base = strategy.base
        base.screenReleased(&self, &steps)
        strategy.base = base
    }
}
