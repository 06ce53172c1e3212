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
    /// Views of the scene the code uses, declared as `@IBOutlet` properties
    /// named like them (keylab connects outlets by name, as a storyboard does).
    var outlets: [String] = []
    var properties: [String] = []
    /// Pins kept in properties so a handler can change their constants: pin id → property name.
    var namedPins: [Int: String] = [:]
    var viewDidLoadLines: [String] = []
    var observers: [Handler] = []
    var extraMethods: [[String]] = []
    /// The handlers look for the first responder in the view tree.
    var findsFirstResponder = false

    /// The plan for the simulation's strategy.
    static func make(for simulation: Simulation) -> StrategyCodePlan {
        var plan = StrategyCodeGenerators.all.lazy.compactMap { $0.plan(for: simulation) }.first ?? StrategyCodePlan()
        plan.headerComments.insert("keylab :strategy \(simulation.strategy.commandText) on \(simulation.device.name)", at: 0)
        return plan
    }

    /// `UIView.animate(withDuration: duration, delay: 0, options: options, animations: { BODY })`:
    /// the closure labelled, as Xcode completes it (keylab matches a trailing
    /// closure to the last parameter, `completion`, as Swift before 5.3 did).
    static func animate(_ body: [String]) -> [String] {
        ["UIView.animate(withDuration: duration, delay: 0, options: options, animations: {"]
            + body.map { "    " + $0 }
            + ["})"]
    }
}
