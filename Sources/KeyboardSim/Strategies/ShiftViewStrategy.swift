/// `shift-view [only FIELD] [guard on|off]` — seed 000: the root view's
/// `frame.origin.y -= keyboardHeight` on WillShow and `+=` on WillHide,
/// guarded by the `isKeyboard` flag and, with `only`, limited to one field.
/// Known flaws kept: without the guard a repeated WillShow stacks the shift
/// (−258, −516); the top of the screen is pushed off; on notched phones the
/// whole keyboard height is used although 34 pt of it covers only the home
/// indicator inset.
public struct ShiftViewStrategy: AvoidanceStrategy {
    public static let name = "shift-view"
    public static let summary = "view.frame.origin.y -= keyboard height on show, += on hide"
    public static let ownOptions: [StrategyOption] = [
        StrategyOption("only", "FIELD", .textInputs),
        .onOff("guard"),
        StrategyOption("measure", "end|window|screen", .words(ShiftMeasure.allCases.map(\.rawValue))),
    ]

    /// `only FIELD`: shift only for this field (seed 000's nickname check).
    public var only: String?
    /// `guard on|off`: seed 000's `isKeyboard` flag (default on).
    public var guardOn = true
    /// `measure end|window|screen`: how the handler measures the keyboard.
    public var measure: ShiftMeasure = .end
    /// State, seed 000's `isKeyboard`: the view is shifted.
    var isKeyboard = false
    /// State, seed 000's `originY` (saved in viewDidLoad).
    var originY: Double = 0

    public init() {}

    public func value(of option: String) -> StrategyOptionValue {
        switch option {
        case "only": return .text(only)
        case "guard": return .flag(guardOn)
        default: return .word(measure.rawValue)
        }
    }

    public mutating func set(option: String, to word: String) throws(SimError) {
        switch option {
        case "only": only = word
        case "guard": guardOn = try StrategyOptionParsing.onOff(option, word)
        default:
            guard let m = ShiftMeasure(rawValue: word) else {
                throw .invalidOptionValue(option: option, value: word, expected: "end, window or screen")
            }
            measure = m
        }
    }

    public mutating func load(in sim: Simulation) throws(SimError) {
        if let only {
            guard let v = sim.view(named: only) else { throw .unknownView(only, known: sim.viewNames) }
            guard v.kind.isTextInput else { throw .wrongKind(view: only, kind: v.kind, expected: .textInput) }
        }
        isKeyboard = false
        originY = sim.views[0].frame.y
    }

    public mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let h = n.userInfo.frameEnd.height
        let s = self
        if let only = s.only, sim.firstResponder != only {
            // Seed 000's else-branch: another field; undo a shift if one is left.
            let y = sim.views[0].frame.y
            log.note(.notFirstResponderElse(field: only),
                     [NamedValue("view.frame.origin.y", y), NamedValue("originY", originY)],
                     uikit: "else if view.frame.origin.y != originY",
                     comment: "\(y) \(y != originY ? "≠" : "=") \(originY)")
            guard y != originY else { return }
            let new = y + h
            sim.setFrameByHand(Simulation.rootName, y: new)
            log.compute("origin.y",
                        "origin.y + keyboardHeight",
                        [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", h)],
                        result: new,
                        uikit: "self.view.frame.origin.y += keyboardFrame.height",
                        arithmetic: "\(y) + \(h) = \(new)")
            isKeyboard = false
            originY = new
            log.note(.rememberNewOrigin,
                     result: new,
                     uikit: "isKeyboard = false; originY = view.frame.origin.y",
                     comment: "originY = \(new)")
            return
        }
        if let only = s.only {
            log.note(.isFirstResponder(field: only),
                     uikit: "if \(only).isFirstResponder",
                     comment: "\(only): true")
        }
        if s.guardOn {
            let flag = isKeyboard
            log.note(.isKeyboardOnShow(flag),
                     uikit: "guard !isKeyboard else { return }",
                     comment: "isKeyboard = \(flag)")
            if flag { return }
        }
        let y = sim.views[0].frame.y
        let shift = measuredHeight(n, sim, &log)
        let new = y - shift
        sim.setFrameByHand(Simulation.rootName, y: new)
        log.compute("origin.y",
                    "origin.y − keyboardHeight",
                    [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", shift)],
                    result: new,
                    uikit: "view.frame.origin.y -= keyboardHeight",
                    arithmetic: "\(y) − \(shift) = \(new)")
        if s.guardOn {
            isKeyboard = true
            log.note(.rememberShift,
                     uikit: "isKeyboard = true")
        }
    }

    public mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let h = n.userInfo.frameEnd.height
        let s = self
        if let only = s.only {
            let isIt = sim.firstResponder == only
            log.note(.firstResponderFlag(field: only, isIt),
                     uikit: "guard \(only).isFirstResponder else { return }",
                     comment: "\(isIt)")
            if !isIt { return }
        }
        if s.guardOn {
            let flag = isKeyboard
            log.note(.isKeyboardOnHide(flag),
                     uikit: "guard isKeyboard else { return }",
                     comment: "isKeyboard = \(flag)")
            if !flag { return }
        }
        let y = sim.views[0].frame.y
        if s.measure != .end {
            // The fix measures an overlap, and a hidden keyboard overlaps nothing:
            // undo the shift by setting the origin, not by adding a height.
            sim.setFrameByHand(Simulation.rootName, y: 0)
            log.compute("origin.y",
                        "0",
                        [NamedValue("view.frame.origin.y", y)],
                        result: 0,
                        uikit: "self.view.frame.origin.y = 0",
                        arithmetic: "\(y) → 0",
                        remark: .setNotAdded)
            if s.guardOn { isKeyboard = false }
            return
        }
        let new = y + h
        sim.setFrameByHand(Simulation.rootName, y: new)
        log.compute("origin.y",
                    "origin.y + keyboardHeight",
                    [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", h)],
                    result: new,
                    uikit: "self.view.frame.origin.y += keyboardFrame.height",
                    arithmetic: "\(y) + \(h) = \(new)",
                    remark: .hideEndFrameKeepsHeight)
        if s.guardOn {
            isKeyboard = false
            log.note(.forgetShift,
                     uikit: "isKeyboard = false")
        }
    }

    /// The keyboard height the handler shifts by, as `measure` says: the end
    /// frame's height (seed 000), or its overlap with the root view after
    /// converting it from the window (`convert(_:from: nil)`) or from the screen.
    func measuredHeight(_ n: KeyboardNotification, _ sim: Simulation, _ log: inout HandlerLog) -> Double {
        let end = n.userInfo.frameEnd
        let root = sim.views[0].frame
        switch measure {
        case .end:
            return log.keyboardHeight(endFrameHeight: end.height)
        case .window, .screen:
            let fromScreen = measure == .screen
            // convert(_:from: nil) treats the screen frame as window coordinates;
            // a sheet's root view starts below the window's top.
            let sheetInWindow = sim.hostFrame.minY - sim.windowFrame.minY
            let top = end.minY - root.minY - sheetInWindow - (fromScreen ? sim.windowFrame.minY : 0)
            let overlap = max(0, root.height - top)
            log.compute("kb.minY", .endFrameTopInView, [NamedValue("keyboard.minY", end.minY)],
                        result: top,
                        uikit: fromScreen
                            ? "let kb = view.convert(end, from: view.window?.screen.coordinateSpace)"
                            : "let kb = view.convert(end, from: nil)",
                        comment: "minY \(top)")
            log.compute("keyboardHeight",
                        "overlap = max(0, view.bounds.maxY − kb.minY)",
                        [NamedValue("view.bounds.maxY", root.height), NamedValue("kb.minY", top)],
                        result: overlap,
                        uikit: "let keyboardHeight = max(0, view.bounds.maxY - kb.minY)",
                        arithmetic: "\(root.height) − \(top) = \(overlap)")
            return overlap
        }
    }
}

/// How `shift-view` measures the keyboard (`measure end|window|screen`).
public enum ShiftMeasure: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Seed 000: the end frame's height. Wrong whenever part of the frame is
    /// off the view: 313 for the iPad hardware keyboard's 55 pt bar.
    case end
    /// The overlap with the view, converting with `view.convert(end, from: nil)`
    /// (from the *window*): right when the window fills the screen.
    case window
    /// The overlap with the view, converting from the screen's coordinate
    /// space: right in Split View and Slide Over too.
    case screen
}
