/// What a strategy's view controller remembers between notifications
/// (instance variables in the seeds). Reset whenever the strategy is set.
struct StrategyState: Equatable, Sendable {
    /// seed 000: `isKeyboard`.
    var isKeyboard = false
    /// seed 000: `originY` (saved in viewDidLoad).
    var originY: Double = 0
    /// constraints: the constants before the first WillShow, by pin id.
    var savedConstants: [Int: Double] = [:]
    /// minimal: the root's y before the first shift (IQKeyboardManager's `rootViewOrigin`).
    var minimalRootOrigin: Double?
    /// minimal: scroll view adjusted, with its inset and offset before.
    var minimalScroll: (name: String, inset: EdgeInsets, offset: Point)?

    static func == (a: StrategyState, b: StrategyState) -> Bool {
        a.isKeyboard == b.isKeyboard && a.originY == b.originY && a.savedConstants == b.savedConstants
            && a.minimalRootOrigin == b.minimalRootOrigin
            && a.minimalScroll?.name == b.minimalScroll?.name
            && a.minimalScroll?.inset == b.minimalScroll?.inset
            && a.minimalScroll?.offset == b.minimalScroll?.offset
    }
}
