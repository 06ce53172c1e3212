/// `constraints [push VIEW] [margin N]` — the constraints article (seed file
/// 003; DESIGN.md calls it seed 004). On WillShow every view pinned to
/// `safe.bottom` gets the constant −keyboardHeight; the push view's top
/// constant (pinned to `safe.top`) is pushed up:
///
///     buttonTop = safeAreaHeight − (keyboardHeight + buttonHeight)
///     innerBottom = innerTop + innerHeight
///     if innerBottom > buttonTop { innerTopConstant = innerTop − (innerBottom − buttonTop) − margin }
///
/// WillHide restores the original constants (no keyboard height needed).
/// Known flaw kept: the constants are relative to the safe area, whose bottom
/// already sits above the home indicator, while the keyboard height includes
/// it — on an iPhone X the inset is counted twice (34 pt gap). `safe-area on`
/// is the fix: keyboardHeight = endFrame.height − view.safeAreaInsets.bottom.
public struct ConstraintsStrategy: AvoidanceStrategy {
    public static let name = "constraints"
    public static let summary = "bottom constraints get −keyboard height; a content view's top is pushed up by the overlap + margin"
    public static let ownOptions: [StrategyOption] = [
        StrategyOption("push", "VIEW", .views),
        StrategyOption("margin", "16", .nothing),
        .onOff("safe-area"),
    ]

    /// `push VIEW`: the view whose top constraint is pushed up.
    public var push: String?
    /// `margin N` (seed: 16).
    public var margin: Double = 16
    /// `safe-area on`: the keyboard's height less the safe area's bottom inset.
    public var safeArea = false
    /// State: the constants before the first WillShow, by pin id.
    var savedConstants: [Int: Double] = [:]

    public init() {}

    public func value(of option: String) -> StrategyOptionValue {
        switch option {
        case "push": return .text(push)
        case "safe-area": return .flag(safeArea)
        default: return .number(margin)
        }
    }

    public mutating func set(option: String, to word: String) throws(SimError) {
        if option == "push" {
            push = word
        } else if option == "safe-area" {
            safeArea = try StrategyOptionParsing.onOff(option, word)
        } else {
            margin = try StrategyOptionParsing.number(option, word, "a number of points, e.g. 16")
        }
    }

    public mutating func load(in sim: Simulation) throws(SimError) {
        savedConstants = [:]
        guard let push else { return }
        guard sim.index[push] != nil else { throw .unknownView(push, known: sim.viewNames) }
        guard sim.pins.contains(where: { $0.view == push && $0.anchor == .top && $0.target != nil }) else {
            throw .wrongKind(view: push, kind: sim.view(named: push)?.kind ?? .view,
                             expected: .topConstraintToPush(view: push))
        }
    }

    /// The views pinned to `safe.bottom`, whose constants become −keyboardHeight.
    public static func bottomPins(_ sim: Simulation) -> [Pin] {
        sim.pins.filter { $0.anchor == .bottom && $0.target == .safe && $0.targetAnchor == .bottom }
    }

    /// The outlet a controller would hold for `pin`: its name in the scene, or
    /// the view's name and the edge (`sendBottomConstraint`), as `:code` writes it.
    public static func outlet(_ pin: Pin, _ edge: String) -> String {
        pin.name ?? "\(pin.view)\(edge)Constraint"
    }

    /// The push view's top constraint.
    public func pushPin(_ sim: Simulation) -> Pin? {
        guard let push else { return nil }
        return sim.pins.first { $0.view == push && $0.anchor == .top && $0.target != nil }
    }

    public mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let full = n.userInfo.frameEnd.height
        let inset = safeArea ? sim.safeAreaInsets.bottom : 0
        let h = full - inset
        let bottoms = Self.bottomPins(sim)
        let push = pushPin(sim)
        if savedConstants.isEmpty {
            for p in bottoms { savedConstants[p.id] = p.constant }
            if let push { savedConstants[push.id] = push.constant }
        }
        log.keyboardHeight(endFrameHeight: full, minusSafeArea: safeArea ? inset : nil)
        if bottoms.isEmpty {
            log.note(.noBottomPin,
                     uikit: "",
                     comment: "(no ...BottomConstraint)")
        }
        for p in bottoms {
            sim.setConstant(pinID: p.id, -h)
            // A pin stated guide-first (`safe.bottom to bar.bottom`) lifts the bar with +keyboardHeight.
            let stated = p.reversed ? h : -h
            log.compute("\(p.view) bottom constant",
                        p.reversed ? "keyboardHeight" : "−keyboardHeight",
                        [NamedValue("keyboardHeight", h)],
                        result: stated,
                        uikit: "\(Self.outlet(p, "Bottom")).constant = \(p.reversed ? "" : "-")keyboardHeight",
                        arithmetic: "\(stated)")
        }
        guard let push, let pushView = sim.view(named: push.view) else { return }
        let buttonHeight = bottoms.compactMap { sim.view(named: $0.view)?.frame.height }.max() ?? 0
        let innerTop = savedConstants[push.id] ?? push.constant
        let innerHeight = pushView.frame.height
        let safeHeight = sim.safeAreaFrame.height
        let buttonTop = safeHeight - (h + buttonHeight)
        log.compute("buttonTop",
                    "safeAreaHeight − (keyboardHeight + buttonHeight)",
                    [NamedValue("safeAreaHeight", safeHeight), NamedValue("keyboardHeight", h), NamedValue("buttonHeight", buttonHeight)],
                    result: buttonTop,
                    uikit: "let buttonTop = safeAreaHeight - (keyboardHeight + buttonHeight)",
                    arithmetic: "\(safeHeight) − (\(h) + \(buttonHeight)) = \(buttonTop)")
        let innerBottom = innerTop + innerHeight
        log.compute("innerBottom",
                    "innerTop + innerHeight",
                    [NamedValue("innerTop", innerTop), NamedValue("innerHeight", innerHeight)],
                    result: innerBottom,
                    uikit: "let innerBottom = innerTop + \(push.view).frame.height",
                    arithmetic: "\(innerTop) + \(innerHeight) = \(innerBottom)")
        guard innerBottom > buttonTop else {
            log.note(.pushViewNotCovered(view: push.view),
                     [NamedValue("innerBottom", innerBottom), NamedValue("buttonTop", buttonTop)],
                     uikit: "if innerBottom > buttonTop",
                     comment: "\(innerBottom) > \(buttonTop) is false")
            return
        }
        let constant = innerTop - (innerBottom - buttonTop) - margin
        sim.setConstant(pinID: push.id, constant)
        log.compute("innerTopConstant",
                    "innerTop − (innerBottom − buttonTop) − margin",
                    [NamedValue("innerTop", innerTop), NamedValue("innerBottom", innerBottom),
                     NamedValue("buttonTop", buttonTop), NamedValue("margin", margin)],
                    result: constant,
                    uikit: "\(Self.outlet(push, "Top")).constant = innerTop - (innerBottom - buttonTop) - \(formatNumber(margin))",
                    arithmetic: "\(innerTop) − (\(innerBottom) − \(buttonTop)) − \(margin) = \(constant)")
    }

    public mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let saved = savedConstants
        guard !saved.isEmpty else {
            log.note(.nothingChanged,
                     uikit: "",
                     comment: "\(words: .constantsUnchanged)")
            return
        }
        for p in sim.pins where saved[p.id] != nil {
            let original = saved[p.id] ?? p.constant
            sim.setConstant(pinID: p.id, original)
            log.note(.restoreConstant(anchor: p.anchor.rawValue),
                     result: p.reversed ? -original : original,
                     uikit: "\(Self.outlet(p, p.anchor == .top ? "Top" : "Bottom")).constant = \(formatNumber(p.reversed ? -original : original))",
                     comment: "\(words: .backToOriginalConstraint)")
        }
        savedConstants = [:]
    }
}
