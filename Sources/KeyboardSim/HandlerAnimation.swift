/// An animation the app's code started while it handled a keyboard
/// notification, with the timing that notification carried. Apps are told to
/// animate their change with the notification's duration and curve
/// (keyboard-facts.md: `keyboardAnimationDurationUserInfoKey`, curve 7
/// shifted 16 bits into animation options), so that the screen moves with the
/// keyboard; a made-up duration (0.3) or a curve left out (`animate(withDuration:)`
/// alone, `.curveEaseInOut`) does not, and the gauntlet's `keyboard-timing`
/// property says so.
public struct HandlerAnimation: Equatable, Hashable, Sendable {
    /// The notification being handled (`keyboardWillShow`).
    public var notification: String
    /// The duration the code gave the animation, in seconds.
    public var duration: Double
    /// The curve the code gave it (the options' bits 16–19, or a property
    /// animator's curve); nil when it gave none (UIKit's default ease-in-out).
    public var curve: Int?
    /// The notification's own duration and curve.
    public var given: KeyboardTiming

    public init(notification: String, duration: Double, curve: Int?, given: KeyboardTiming) {
        self.notification = notification
        self.duration = duration
        self.curve = curve
        self.given = given
    }

    /// Whether the animation follows the keyboard: the same duration (to a
    /// millisecond) and the same curve.
    public var followsKeyboard: Bool {
        abs(duration - given.duration) < 0.001 && curve == given.curve
    }
}

extension Simulation {
    /// Records an animation the app's code started for a keyboard notification
    /// (the code strategy calls this; the gauntlet compares it with the notification).
    public mutating func recordHandlerAnimation(_ animation: HandlerAnimation) {
        handlerAnimations.append(animation)
    }
}
