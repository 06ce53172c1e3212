/// Reduce Motion with Prefer Cross-Fade Transitions (Settings →
/// Accessibility → Motion; `UIAccessibility.isReduceMotionEnabled`): the
/// keyboard fades in where it will sit instead of sliding up, and the show
/// notifications report an empty end frame (FinniversKit PR #1208, 2023:
/// "the keyboard notification returns an empty end frame";
/// react-native-keyboard-controller #569/#570 (iOS 17.4: the keyboard is
/// shown at once and only its opacity animates) and #1242 (iOS 26: height 0
/// reported when the keyboard opens)). Which of the four show notifications
/// carry the empty frame is not said: keylab empties all four (≈); hides are
/// unchanged (their end frame is below the screen either way).
extension Simulation {
    /// `:keyboard reduce-motion on|off`.
    mutating func setReduceMotion(_ on: Bool, _ steps: inout [TraceStep]) {
        reduceMotion = on
        steps.append(.engineNote(.inputViews(on ? .crossFadeOn : .crossFadeOff)))
    }

    /// The userInfo a show posts: with cross-fade, the end frame is empty.
    func crossFaded(_ info: KeyboardUserInfo) -> KeyboardUserInfo {
        guard reduceMotion, !hardwareKeyboard, !floatingKeyboard else { return info }
        var faded = info
        faded.frameEnd = .zero
        faded.heightConfirmed = false
        faded.durationConfirmed = false
        return faded
    }
}
