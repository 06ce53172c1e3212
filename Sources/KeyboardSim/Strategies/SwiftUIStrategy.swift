/// `swiftui [ignores-keyboard on|off]` — SwiftUI's automatic keyboard
/// avoidance (iOS 14+): no observers and no handler code; the docked
/// keyboard becomes part of the safe area, so every view laid out against
/// the safe area's bottom (`:pin X.bottom to safe.bottom`) moves up with it.
/// `ignores-keyboard on` is `.ignoresSafeArea(.keyboard)`: the safe area
/// stays put and the keyboard covers what is below it.
///
///     safeAreaInsets.bottom = max(bottom inset without keyboard, window.maxY − keyboard.minY)
///
/// iPhone X, keyboard (0, 477, 375, 335): max(34, 812 − 477) = 335.
/// Fields placed by frame stay where they are (SwiftUI lays out only what
/// its stacks contain; keylab's pins stand for those).
public struct SwiftUIStrategy: AvoidanceStrategy {
    public static let name = "swiftui"
    public static let summary = "SwiftUI (iOS 14+): the keyboard shrinks the safe area; views pinned to safe.bottom move up, no code"
    public static let ownOptions: [StrategyOption] = [.onOff("ignores-keyboard")]
    public static var observesNotifications: Bool { false }
    public static var observedNotifications: Set<KeyboardNotificationName> { [] }
    public static var reportsSafeArea: Bool { true }

    /// `ignores-keyboard on`: `.ignoresSafeArea(.keyboard)`.
    public var ignoresKeyboard = false

    public init() {}

    public func value(of option: String) -> StrategyOptionValue { .flag(ignoresKeyboard) }

    public mutating func set(option: String, to word: String) throws(SimError) {
        ignoresKeyboard = try StrategyOptionParsing.onOff(option, word)
    }

    public var safeAreaFollowsKeyboard: Bool { !ignoresKeyboard }

    /// Explains, for WillShow and WillHide, what the safe area becomes.
    public func systemKeyboardAdjustment(_ n: KeyboardNotification, _ sim: Simulation, _ steps: inout [TraceStep]) {
        var log = HandlerLog(Self.name, "safe area (SwiftUI, automatic)")
        var base = sim.deviceSafeAreaInWindow.bottom
        if sim.tabBar { base += Bars.tabBarHeight(sim.device, sim.orientation).value }
        let w = sim.hostFrame
        if ignoresKeyboard {
            log.note(.ignoresSafeArea,
                     result: base,
                     uikit: ".ignoresSafeArea(.keyboard)",
                     comment: "safeAreaInsets.bottom \(words: .stays) \(base)")
        } else if n.name == .willShow && !sim.floatingKeyboard {
            let end = n.userInfo.frameEnd
            let overlap = max(0, w.maxY - end.minY)
            let inset = max(base, overlap)
            log.compute("safeAreaInsets.bottom",
                        .safeAreaWithKeyboard,
                        [NamedValue("inset", base), NamedValue("window.maxY", w.maxY), NamedValue("keyboard.minY", end.minY)],
                        result: inset,
                        uikit: "",
                        comment: "SwiftUI: safeAreaInsets.bottom = max(\(base), \(w.maxY) − \(end.minY)) = \(inset)")
        } else {
            log.note(.safeAreaBack,
                     result: base,
                     uikit: "",
                     comment: "SwiftUI: safeAreaInsets.bottom = \(base)")
        }
        steps += log.steps
    }
}
