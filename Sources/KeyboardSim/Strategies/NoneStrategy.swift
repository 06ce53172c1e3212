/// `none` — no keyboard handling: nothing moves, which shows the problem.
/// The controller still registers (empty) observers, so `forget-removal` and
/// `check-local` apply.
public struct NoneStrategy: AvoidanceStrategy {
    public static let name = "none"
    public static let summary = "nothing moves: shows the problem"
    public static let ownOptions: [StrategyOption] = []
    public static var observedNotifications: Set<KeyboardNotificationName> { [] }

    public init() {}
}
