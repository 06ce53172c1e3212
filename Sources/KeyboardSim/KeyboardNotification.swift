/// The six keyboard notifications.
public enum KeyboardNotificationName: String, CaseIterable, Equatable, Hashable, Sendable {
    case willChangeFrame = "keyboardWillChangeFrame"
    case willShow = "keyboardWillShow"
    case didChangeFrame = "keyboardDidChangeFrame"
    case didShow = "keyboardDidShow"
    case willHide = "keyboardWillHide"
    case didHide = "keyboardDidHide"

    /// The Swift spelling today: `UIResponder.keyboardWillShowNotification`.
    public var uikitName: String { "UIResponder.\(rawValue)Notification" }
}

/// The notification's `userInfo`. Frames are in screen coordinates.
public struct KeyboardUserInfo: Equatable, Hashable, Sendable {
    /// `keyboardFrameBeginUserInfoKey`.
    public var frameBegin: Rect
    /// `keyboardFrameEndUserInfoKey`.
    public var frameEnd: Rect
    /// `keyboardAnimationDurationUserInfoKey` (usually 0.25; 0 while dragging, ≈0.4 rotating).
    public var duration: Double
    /// `keyboardAnimationCurveUserInfoKey` (7: not a public `UIView.AnimationCurve`).
    public var curve: Int
    /// `keyboardIsLocalUserInfoKey`: false for another app's keyboard.
    public var isLocal: Bool
    /// False when the keyboard height is an estimate (show it with `≈`).
    public var heightConfirmed: Bool
    /// False when the duration is an estimate (show it with `≈`).
    public var durationConfirmed: Bool

    public init(frameBegin: Rect, frameEnd: Rect, duration: Double = 0.25, curve: Int = 7,
                isLocal: Bool = true, heightConfirmed: Bool = true, durationConfirmed: Bool = true) {
        self.frameBegin = frameBegin; self.frameEnd = frameEnd
        self.duration = duration; self.curve = curve
        self.isLocal = isLocal; self.heightConfirmed = heightConfirmed
        self.durationConfirmed = durationConfirmed
    }
}

/// One posted notification.
public struct KeyboardNotification: Equatable, Hashable, Sendable {
    public var name: KeyboardNotificationName
    public var userInfo: KeyboardUserInfo
    public init(name: KeyboardNotificationName, userInfo: KeyboardUserInfo) {
        self.name = name; self.userInfo = userInfo
    }
}
