import KeyboardSim
import SwiftSubset

extension ControllerBinding {
    /// Hands the engine the animations the learner's handlers started for
    /// `n` (the prelude's `UIView.animate` and `UIViewPropertyAnimator` note
    /// each one's duration and curve), with the timing `n` carried, so the
    /// gauntlet can tell a handler that moves with the keyboard from one that
    /// animates with a duration of its own or no curve.
    func recordAnimations(for n: KeyboardNotification, in sim: inout Simulation) {
        let numbers = repl.call(function: "_keylabTakeAnimations", arguments: []).value?.numbers ?? []
        let given = KeyboardTiming(duration: n.userInfo.duration, curve: n.userInfo.curve, confirmed: n.userInfo.durationConfirmed)
        var k = 0
        while k + 1 < numbers.count {
            let curve = numbers[k + 1] < 0 ? nil : Int(numbers[k + 1])
            sim.recordHandlerAnimation(HandlerAnimation(notification: n.name.rawValue, duration: numbers[k], curve: curve, given: given))
            k += 2
        }
    }
}
