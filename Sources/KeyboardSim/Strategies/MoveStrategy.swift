/// `move VIEW [resign-on-rotate on|off] [safe-area on|off]` — one view (a toolbar, a footer)
/// moves up by the end frame's height on WillShow and back on WillHide,
/// animated with the notification's duration and curve
/// (`toolbar.frame.origin.y ± endFrame.height`). Known flaws kept: no guard, so
/// a repeated WillShow (switching fields) moves it twice; the frame is set by
/// hand, so on a pinned view the next layout pass puts it back; a view placed
/// by frame does not follow a rotation. `resign-on-rotate` is the fix of
/// resigning first responder in `viewWillTransition(to:with:)`. Seed 003
/// moves by the whole height, so a view resting on the safe area's bottom
/// floats the home indicator's 34 pt above the keyboard on a notched iPhone;
/// `safe-area on` is the fix, moving by `endFrame.height −
/// view.safeAreaInsets.bottom` (the part of the keyboard inside the safe area).
public struct MoveStrategy: AvoidanceStrategy {
    public static let name = "move"
    public static let summary = "moves one view up by the keyboard's height on show and back on hide"
    public static var targetKind: StrategyTarget? { .view }
    public static let ownOptions: [StrategyOption] = [.onOff("resign-on-rotate"), .onOff("safe-area")]

    /// The view that moves.
    public var target: String?
    /// `resign-on-rotate on`: resign first responder in `viewWillTransition(to:with:)`.
    public var resignOnRotate = false
    /// `safe-area on`: move by the keyboard's height less the safe area's bottom inset.
    public var safeArea = false

    public init() {}

    public func value(of option: String) -> StrategyOptionValue { .flag(option == "safe-area" ? safeArea : resignOnRotate) }

    public mutating func set(option: String, to word: String) throws(SimError) {
        if option == "safe-area" {
            safeArea = try StrategyOptionParsing.onOff(option, word)
        } else {
            resignOnRotate = try StrategyOptionParsing.onOff(option, word)
        }
    }

    public mutating func load(in sim: Simulation) throws(SimError) {
        guard let t = target else { throw .missingArgument("VIEW: usage :strategy \(Self.usage)") }
        guard sim.index[t] != nil else { throw .unknownView(t, known: sim.viewNames) }
        if t == Simulation.rootName { throw .rootView(.movedByShiftView) }
    }

    public mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        move(n, &sim, &log, sign: -1)
    }

    public mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        move(n, &sim, &log, sign: 1)
    }

    public mutating func viewWillTransition(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard resignOnRotate else { return }
        var log = HandlerLog(Self.name, "viewWillTransition(to:with:)")
        log.note(.resignBeforeRotating,
                 uikit: "view.endEditing(true)")
        steps += log.steps
        sim.resign(&steps)
    }

    private func move(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog, sign: Double) {
        guard let name = target, let v = sim.view(named: name) else {
            log.note(.movedViewGone,
                     uikit: "guard let toolbar else { return }")
            return
        }
        let info = n.userInfo
        let h = info.frameEnd.height
        let options = Double(info.curve << 16)
        log.compute("animation options",
                    "curve << 16",
                    [NamedValue("curve", Double(info.curve))],
                    result: options,
                    uikit: "let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)",
                    arithmetic: "\(info.curve) << 16 = \(options)")
        let y = v.frame.y
        let op = sign < 0 ? "−" : "+"
        if safeArea {
            let inset = sim.safeAreaInsets.bottom
            let amount = h - inset
            let new = y + sign * amount
            sim.setFrameByHand(name, y: new)
            log.compute("origin.y",
                        "origin.y \(op) (endFrame.height − safeAreaInsets.bottom)",
                        [NamedValue("\(name).frame.origin.y", y), NamedValue("endFrame.height", h),
                         NamedValue("view.safeAreaInsets.bottom", inset)],
                        result: new,
                        uikit: "UIView.animate(withDuration: \(formatNumber(info.duration)), delay: 0, options: options) { self.\(name).frame.origin.y \(sign < 0 ? "-=" : "+=") keyboardFrame.height - self.view.safeAreaInsets.bottom }",
                        arithmetic: "\(y) \(op) (\(h) − \(inset)) = \(new)")
            return
        }
        let new = y + sign * h
        sim.setFrameByHand(name, y: new)
        log.compute("origin.y",
                    "origin.y \(op) endFrame.height",
                    [NamedValue("\(name).frame.origin.y", y), NamedValue("endFrame.height", h)],
                    result: new,
                    uikit: "UIView.animate(withDuration: \(formatNumber(info.duration)), delay: 0, options: options) { self.\(name).frame.origin.y \(sign < 0 ? "-=" : "+=") keyboardFrame.height }",
                    arithmetic: "\(y) \(op) \(h) = \(new)")
    }
}
