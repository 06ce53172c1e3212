import KeyboardSim

/// What a strategy adds to the generated view controller: properties,
/// lines in `viewDidLoad`, the notifications it observes with their handler
/// bodies, and extra methods. One file per strategy fills it in.
struct StrategyCodePlan {
    struct Handler {
        var name: KeyboardNotificationName
        /// The `@objc` method's name (`keyboardWillShow`).
        var method: String
        /// The body reads duration and curve and builds `options`.
        var animates: Bool
        /// Lines after the userInfo prologue.
        var body: [String]

        /// The body reads `keyboardFrame` (else the prologue does not unwrap it,
        /// which would be an unused-variable warning in Xcode).
        var usesKeyboardFrame: Bool { body.contains { $0.contains("keyboardFrame") } }
    }

    /// Comment lines above the class.
    var headerComments: [String] = []
    var properties: [String] = []
    /// Pins kept in properties so a handler can change their constants: pin id → property name.
    var namedPins: [Int: String] = [:]
    var viewDidLoadLines: [String] = []
    var observers: [Handler] = []
    var extraMethods: [[String]] = []

    /// The plan for the simulation's strategy.
    static func make(for simulation: Simulation) -> StrategyCodePlan {
        var plan: StrategyCodePlan
        switch simulation.strategy.kind {
        case .none: plan = NoneCode.plan(simulation)
        case .shiftView: plan = ShiftViewCode.plan(simulation)
        case .move: plan = MoveViewCode.plan(simulation)
        case .constraints: plan = ConstraintsCode.plan(simulation)
        case .scroll: plan = ScrollCode.plan(simulation)
        case .minimal: plan = MinimalCode.plan(simulation)
        case .layoutGuide: plan = LayoutGuideCode.plan(simulation)
        case .swiftUI: plan = SwiftUICode.plan(simulation)
        }
        plan.headerComments.insert("keylab :strategy \(simulation.strategy.commandText) on \(simulation.device.name)", at: 0)
        return plan
    }

    /// `UIView.animate(withDuration: duration, delay: 0, options: options) { BODY }`
    static func animate(_ body: [String]) -> [String] {
        ["UIView.animate(withDuration: duration, delay: 0, options: options) {"]
            + body.map { "    " + $0 }
            + ["}"]
    }
}

/// `none`: no keyboard handling at all.
enum NoneCode {
    static func plan(_ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "No keyboard handling: nothing moves, so a field low on the screen ends up",
            "behind the keyboard. Choose another :strategy to see the fix.",
        ]
        return plan
    }
}

/// `layout-guide`: iOS 15's keyboard layout guide; no observers at all.
enum LayoutGuideCode {
    static func plan(_ simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodePlan()
        plan.headerComments = [
            "iOS 15+: views pinned to view.keyboardLayoutGuide.topAnchor follow the keyboard;",
            "UIKit animates them with it. No notifications, no handlers.",
        ]
        if !simulation.pins.contains(where: { $0.target == .keyboard }) {
            plan.viewDidLoadLines.append("// Pin a view to the keyboard to use the guide, e.g. :pin bar.bottom to keyboard.top")
        }
        return plan
    }
}
