extension PreludeFile {
    /// `UIViewPropertyAnimator`: an animation object, started when you say so.
    static let uiViewPropertyAnimator = PreludeFile(module: "UIKit", name: "UIViewPropertyAnimator", declares: ["UIViewPropertyAnimator", "UIViewAnimatingPosition"], text: #"""
    /// Where an animation ended.
    enum UIViewAnimatingPosition: Int {
        case end, start, current
    }

    /// An animation you start yourself. As with `UIView.animate`, keylab's screen
    /// shows where it ends: `startAnimation()` runs the animations, then the
    /// completions with `.end`. An animator never started changes nothing.
    class UIViewPropertyAnimator: NSObject {
        let duration: TimeInterval
        var _animations: [() -> Void] = []
        var _completions: [(UIViewAnimatingPosition) -> Void] = []
        /// The curve it was given (−1 for a spring's damping ratio, which has its own timing).
        var _curve: Int = -1
        /// Whether it was started and has not finished.
        private(set) var isRunning = false
        /// How far it has run (keylab jumps from 0 to 1).
        var fractionComplete: CGFloat = 0

        init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
            self.duration = duration
            _curve = curve.rawValue
            if let animations { _animations.append(animations) }
            super.init()
        }

        init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
            self.duration = duration
            if let animations { _animations.append(animations) }
            super.init()
        }

        /// More changes to animate with the others.
        func addAnimations(_ animation: @escaping () -> Void) {
            _animations.append(animation)
        }

        /// Runs when the animation ends, with where it ended.
        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
            _completions.append(completion)
        }

        /// Runs the animations to their end, then the completions.
        func startAnimation() {
            _keylabAnimated(duration, _curve)
            isRunning = true
            for a in _animations { a() }
            _animations = []
            fractionComplete = 1
            isRunning = false
            for c in _completions { c(.end) }
            _completions = []
        }

        /// The delay changes only when it starts, which keylab does not show.
        func startAnimation(afterDelay delay: TimeInterval) {
            startAnimation()
        }

        /// Stops it where it is (keylab's animations have already ended).
        func stopAnimation(_ withoutFinishing: Bool) {
            isRunning = false
        }

        /// A running animator: its animations run at once (keylab shows their end).
        class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                           options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                           completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
            animator._curve = options._curve
            if let completion { animator.addCompletion(completion) }
            animator.startAnimation()
            return animator
        }
    }

    """#)
}
