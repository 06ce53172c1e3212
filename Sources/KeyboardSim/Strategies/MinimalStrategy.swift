/// `minimal [distance 10]` — IQKeyboardManager's `adjustPosition()`
/// (IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift, v7):
///
///     kbSize      = (keyboard frame grown upward by keyboardDistance and the
///                    safe area's bottom inset) ∩ window
///     visible     = window.height − kbSize.height
///     moveUp      = Int(min(field.minY − topLayoutGuide,
///                           field.maxY − visible + bottomLayoutGuide))
///
/// `topLayoutGuide` is the navigation bar's bottom (or the status bar),
/// `bottomLayoutGuide` the root view's bottom layout margin (the safe area's
/// bottom inset; 0 for a text view), so a notched phone keeps more than
/// `distance` points between field and keyboard. A scroll view around the
/// field takes the move first — `contentOffset.y += moveUp`, not clamped to
/// the content, but never past the field's own top — and gets
/// `contentInset.bottom = covered part of kbSize − the scroll view's own
/// bottom safe-area inset`; the root view takes what is left:
/// `root.y = max(root.y − moveUp, −keyboard height)`, or, for a negative
/// move, comes back down no further than where it started.
/// A field inside a UITableViewController is left alone (IQ's default
/// `disabledDistanceHandlingClasses`): only UIKit's table inset applies.
/// WillHide restores the root view and the scroll view's inset (IQKeyboardManager
/// leaves the offset: `restoreContentOffset` is false by default).
/// iPhone 8, field y 500 h 40: kbSize 667 − 399 = 268, visible 399,
/// moveUp = min(480, 540 − 399) = 141 → root y −141.
public struct MinimalStrategy: AvoidanceStrategy {
    public static let name = "minimal"
    public static let summary = "IQKeyboardManager: shift the root by just enough to keep the field distance points above the keyboard"
    public static let ownOptions: [StrategyOption] = [StrategyOption("distance", "10", .nothing)]

    /// IQKeyboardManager's `keyboardDistance` (10).
    public var distance: Double = 10
    /// State: the root's y before the first shift (IQKeyboardManager's `rootViewOrigin`).
    var rootOrigin: Double?
    /// State: the scroll view adjusted, with its inset and offset before.
    var savedScroll: SavedScroll?

    /// A scroll view's inset and offset before the keyboard came.
    struct SavedScroll: Hashable, Sendable {
        var name: String
        var inset: EdgeInsets
        var offset: Point
    }

    public init() {}

    public func value(of option: String) -> StrategyOptionValue { .number(distance) }

    public mutating func load(in sim: Simulation) throws(SimError) {
        rootOrigin = nil
        savedScroll = nil
    }

    public mutating func set(option: String, to word: String) throws(SimError) {
        distance = try StrategyOptionParsing.number(option, word, "a number of points, e.g. 10")
    }

    public mutating func keyboardWillShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let kb = n.userInfo.frameEnd
        guard let field = sim.firstResponder, let fv = sim.view(named: field), let screenField = sim.screenFrame(of: field) else {
            log.note(.noEditingField,
                     uikit: "guard let field = firstResponder(in: view), let window = view.window else { return }")
            return
        }
        // IQKeyboardManager's defaults list UITableViewController in
        // `disabledDistanceHandlingClasses` (IQ #488, #1403, #1700): the table's
        // own controller insets it, and IQ adds nothing.
        if Self.enclosingTableController(of: field, sim) != nil {
            log.note(.tableControllerExcluded,
                     uikit: "guard !disabledDistanceHandlingClasses.contains(UITableViewController.self) else { return }")
            return
        }
        let w = sim.windowFrame
        let safe = sim.safeAreaInsets
        if rootOrigin == nil { rootOrigin = sim.views[0].frame.y }
        // Everything below is in window coordinates, as IQKeyboardManager works.
        let f = screenField.offsetBy(dx: -w.minX, dy: -w.minY)
        let grownTop = kb.minY - w.minY - distance - safe.bottom
        let kbSize = max(0, min(w.height, kb.maxY - w.minY) - max(0, grownTop))
        log.compute("kbSize.height",
                    .grownKeyboardOnScreen,
                    [NamedValue("keyboard.minY", kb.minY), NamedValue("keyboardDistance", distance), NamedValue("safeArea.bottom", safe.bottom)],
                    result: kbSize,
                    uikit: "let kbHeight = kb.intersection(window.frame).height",
                    arithmetic: "\(min(w.height, kb.maxY - w.minY)) − (\(kb.minY - w.minY) − \(distance) − \(safe.bottom)) = \(kbSize)")
        let visible = w.height - kbSize
        let topGuide = safe.top
        let bottomGuide = fv.kind == .textview ? 0 : safe.bottom
        let topMovement = f.minY - topGuide
        let bottomMovement = f.maxY - visible + bottomGuide
        var moveUp = Double(Int(min(topMovement, bottomMovement)))
        log.compute("moveUp",
                    .topRoomBottomNeed,
                    [NamedValue("field.minY", f.minY), NamedValue("topLayoutGuide", topGuide), NamedValue("field.maxY", f.maxY),
                     NamedValue("visibleHeight", visible), NamedValue("bottomLayoutGuide", bottomGuide)],
                    result: moveUp,
                    uikit: "var moveUp = CGFloat(Int(min(topMovement, bottomMovement)))",
                    arithmetic: "min(\(f.minY) − \(topGuide), \(f.maxY) − \(visible) + \(bottomGuide)) = \(moveUp)")

        if let scroll = Self.enclosingScrollView(of: field, sim), let si = sim.index[scroll], let sf = sim.screenFrame(of: scroll),
           let inScroll = sim.convert(fv.bounds, from: field, to: scroll) {
            if savedScroll == nil {
                savedScroll = SavedScroll(name: scroll, inset: sim.views[si].contentInset, offset: sim.views[si].contentOffset)
            }
            moveUp = Self.scrollTakesTheMove(moveUp, scroll, si, inScroll, f, topGuide, &sim, &log)
            let startingBottom = savedScroll?.inset.bottom ?? 0
            let ownSafeBottom = sim.viewSafeAreaInsets(of: si).bottom
            let covered = kbSize - (w.maxY - sf.maxY)
            let inset = max(startingBottom, covered) - ownSafeBottom
            sim.views[si].contentInset.bottom = inset
            log.compute("contentInset.bottom",
                        .insetBelowSafeBottom,
                        [NamedValue("kbSize", kbSize), NamedValue("window.maxY", w.maxY), NamedValue("\(scroll).maxY", sf.maxY),
                         NamedValue("safeArea.bottom", ownSafeBottom)],
                        result: inset,
                        uikit: "\(scroll).contentInset.bottom = max(savedInset.bottom, covered) - \(scroll).safeAreaInsets.bottom",
                        arithmetic: "\(kbSize) − \(w.maxY - sf.maxY) − \(ownSafeBottom) = \(inset)")
        }

        let rootY = sim.views[0].frame.y
        let origin = rootOrigin ?? rootY
        var newY = rootY
        if moveUp >= 0 {
            newY = max(rootY - moveUp, min(0, -kb.height))
            log.compute("root.y",
                        "max(root.y − moveUp, −kb height)",
                        [NamedValue("root.y", rootY), NamedValue("moveUp", moveUp), NamedValue("keyboard.height", kb.height)],
                        result: newY,
                        uikit: "newY = max(view.frame.origin.y - moveUp, min(0, -keyboardFrame.height))",
                        arithmetic: "max(\(rootY) − \(moveUp), \(min(0, -kb.height))) = \(newY)")
        } else {
            let disturb = rootY - origin
            if disturb <= 0 {
                newY = rootY - max(moveUp, disturb)
                log.note(.bringRootBackDown,
                         [NamedValue("root.y", rootY), NamedValue("moveUp", moveUp), NamedValue("root.y − start.y", disturb)],
                         result: newY,
                         uikit: "newY = view.frame.origin.y - max(moveUp, view.frame.origin.y - start.y)",
                         comment: "\(rootY) − max(\(moveUp), \(disturb)) = \(newY)")
            }
        }
        if newY != rootY { sim.setFrameByHand(Simulation.rootName, y: newY) }
    }

    /// The scroll view's share of the move: `contentOffset.y − min(offset, −moveUp)`,
    /// no further than the field's top in the content; not clamped to the content size.
    /// Returns the move left for the root view.
    private static func scrollTakesTheMove(_ moveUp: Double, _ scroll: String, _ si: Int, _ inScroll: Rect, _ f: Rect,
                                           _ topGuide: Double, _ sim: inout Simulation, _ log: inout HandlerLog) -> Double {
        let sv = sim.views[si]
        let offset = sv.contentOffset.y
        var move = moveUp
        let goesOn: Bool
        if move > 0 {
            goesOn = move > -offset - sv.contentInset.top
        } else {
            goesOn = f.minY < topGuide
            if goesOn { move = min(0, f.minY - topGuide) }
        }
        guard goesOn else { return 0 }
        var suggested = offset - min(offset, -move)
        suggested = min(suggested, inScroll.minY)
        move -= suggested - offset
        sim.views[si].contentOffset.y = suggested
        log.compute("contentOffset.y",
                    "offset + moveUp, ≤ field.minY",
                    [NamedValue("contentOffset.y", offset), NamedValue("moveUp", moveUp), NamedValue("field.minY in content", inScroll.minY)],
                    result: suggested,
                    uikit: "\(scroll).contentOffset.y = newOffset",
                    arithmetic: "min(\(offset) + \(offset - min(offset, -moveUp) - offset), \(inScroll.minY)) = \(suggested)")
        return move
    }

    public mutating func keyboardWillHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        if let origin = rootOrigin {
            let y = sim.views[0].frame.y
            sim.setFrameByHand(Simulation.rootName, y: origin)
            log.note(.restoreRootOrigin,
                     [NamedValue("root.y", y)],
                     result: origin,
                     uikit: "self.view.frame.origin = start",
                     comment: "y \(y) → \(origin)")
        }
        if let saved = savedScroll, let si = sim.index[saved.name] {
            sim.views[si].contentInset = saved.inset
            log.note(.restoreScrollInset,
                     result: saved.inset.bottom,
                     uikit: "scrolledView?.contentInset = savedInset",
                     comment: "bottom \(saved.inset.bottom); contentOffset.y \(words: .stays) \(sim.views[si].contentOffset.y)")
        }
        rootOrigin = nil
        savedScroll = nil
    }

    /// The table view (owned by a UITableViewController in keylab's scenes) around the field, if any.
    private static func enclosingTableController(of name: String, _ sim: Simulation) -> String? {
        var current = sim.view(named: name)?.parent
        while let c = current {
            if sim.view(named: c)?.kind == .tableview { return c }
            current = sim.view(named: c)?.parent
        }
        return nil
    }

    private static func enclosingScrollView(of name: String, _ sim: Simulation) -> String? {
        var current = sim.view(named: name)?.parent
        while let c = current {
            if sim.view(named: c)?.kind.isScrollView == true { return c }
            current = sim.view(named: c)?.parent
        }
        return nil
    }
}
