/// The keyboard the user picked with the globe key (`:keyboard emoji`,
/// `:keyboard cjk`, `:keyboard third-party`, `:keyboard standard`).
/// Some keyboards come up in stages: each stage posts a further WillShow
/// with a taller end frame while the keyboard is already up.
public enum KeyboardKind: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Apple's keyboard for the language: one show sequence.
    case standard
    /// The emoji keyboard: one show sequence; its height is an estimate
    /// (the same as the keyboard with the predictive bar).
    case emoji
    /// Chinese, Japanese or Korean input with a candidate bar: the keys come
    /// up first, then the candidate bar: a second WillShow, taller
    /// (logs: 291 → 335 on an iPhone X, 226 → 271 on an iPhone 8 Plus).
    case cjk
    /// A third-party keyboard extension: its first WillShow reports a zero
    /// height; once loaded it reports its keys, then its own bar: three
    /// WillShow (log: 0 → 216 → 256, Swype on a 4.7" phone, iOS 8).
    case thirdParty = "third-party"

    /// The command word (`third-party`).
    public var word: String { rawValue }

    /// Whether the keyboard comes up in stages (keys, then the bar above them).
    var growsWhileUp: Bool { self == .cjk || self == .thirdParty }
}

/// A notification's animation timing (`keyboardAnimationDurationUserInfoKey`,
/// `keyboardAnimationCurveUserInfoKey`).
public struct KeyboardTiming: Equatable, Hashable, Sendable {
    public var duration: Double
    public var curve: Int
    /// False when the duration is an estimate (shown with `≈`).
    public var confirmed: Bool

    public init(duration: Double, curve: Int, confirmed: Bool) {
        self.duration = duration
        self.curve = curve
        self.confirmed = confirmed
    }

    /// Docked show and hide: 0.25 s, curve 7 (keyboard-facts.md, device logs).
    public static let standard = KeyboardTiming(duration: 0.25, curve: 7, confirmed: true)
    /// Interactive dismissal follows the finger: duration 0 (keyboard-facts.md: logged).
    public static let interactive = KeyboardTiming(duration: 0, curve: 7, confirmed: true)
    /// The keyboard hiding and showing again while the window rotates: the
    /// rotation's own duration, 0.4 s (logs show 0.4; which transitions carry
    /// it is not documented: estimate).
    public static let rotation = KeyboardTiming(duration: 0.4, curve: 7, confirmed: false)
}
