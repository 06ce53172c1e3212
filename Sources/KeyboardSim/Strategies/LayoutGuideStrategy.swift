/// `layout-guide` — iOS 15's `keyboardLayoutGuide`: no observers and no
/// handler code; views pinned to `keyboard.top` follow the keyboard in the
/// layout pass the keyboard animation runs.
public struct LayoutGuideStrategy: AvoidanceStrategy {
    public static let name = "layout-guide"
    public static let summary = "iOS 15 keyboardLayoutGuide: views pinned to keyboard.top follow the keyboard, no code"
    public static let ownOptions: [StrategyOption] = []
    public static var observesNotifications: Bool { false }
    public static var observedNotifications: Set<KeyboardNotificationName> { [] }

    public init() {}
}
