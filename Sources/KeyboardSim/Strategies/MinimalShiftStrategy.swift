/// `minimal [distance 10]` — IQKeyboardManager's rule (keyboard-facts.md):
///
///     move = field.maxY (in window) + keyboardDistance − keyboard.minY
///
/// A scroll view containing the field is adjusted first (bottom inset = the
/// part of it under the keyboard, then its offset takes as much of `move` as
/// the content allows); the root view takes what remains, but never pushes the
/// field's top above the safe area's top, and never moves by more than the
/// keyboard's height. A negative `move` brings the root back down, not below
/// where it started. WillHide restores the root and the scroll view.
/// Worked example, iPhone 8: field y 500 height 40 → 540 + 10 − 409 = 141, root y −141.
enum MinimalShiftStrategy {
    static func willShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let kb = n.userInfo.frameEnd
        guard let field = sim.firstResponder, var f = sim.screenFrame(of: field) else {
            log.add("no text field is editing: return", code: "guard let textFieldView else { return }")
            return
        }
        let distance = sim.strategy.distance
        let rootY = sim.views[0].frame.y
        if sim.state.minimalRootOrigin == nil { sim.state.minimalRootOrigin = rootY }
        let origin = sim.state.minimalRootOrigin ?? rootY
        var move = f.maxY + distance - kb.minY
        log.add("move = field.maxY + keyboardDistance − keyboard.minY",
                [NamedValue("field.maxY", f.maxY), NamedValue("keyboardDistance", distance), NamedValue("keyboard.minY", kb.minY)],
                result: move,
                code: "var move = textFieldViewRectInWindow.maxY + keyboardDistance - kbFrame.minY  // \(num(f.maxY)) + \(num(distance)) − \(num(kb.minY)) = \(num(move))")

        if let scroll = enclosingScrollView(of: field, sim), let si = sim.index[scroll], let sf = sim.screenFrame(of: scroll) {
            let sv = sim.views[si]
            if sim.state.minimalScroll == nil {
                sim.state.minimalScroll = (scroll, sv.contentInset, sv.contentOffset)
            }
            let under = max(0, sf.maxY - kb.minY)
            sim.views[si].contentInset.bottom = under
            log.add("scroll view inset.bottom = the part of it under the keyboard",
                    [NamedValue("\(scroll).maxY", sf.maxY), NamedValue("keyboard.minY", kb.minY)], result: under,
                    code: "\(scroll).contentInset.bottom = max(0, \(scroll)RectInWindow.maxY - kbFrame.minY)  // \(num(under))")
            if move > 0 {
                let maxOffset = max(0, sv.contentSize.height + under - sv.frame.height)
                let room = max(0, maxOffset - sv.contentOffset.y)
                let scrolled = min(move, room)
                sim.views[si].contentOffset.y += scrolled
                log.add("the scroll view takes min(move, room left in its content)",
                        [NamedValue("move", move), NamedValue("room", room)], result: scrolled,
                        code: "\(scroll).contentOffset.y += min(move, maxOffset - contentOffset.y)  // +\(num(scrolled)) → \(num(sim.views[si].contentOffset.y))")
                move -= scrolled
                f = sim.screenFrame(of: field) ?? f
            }
        }

        var newY = rootY
        if move > 0 {
            let topLimit = sim.safeAreaInsets.top
            let maxByTop = f.minY - topLimit
            let applied = max(0, min(move, maxByTop))
            newY = max(rootY - applied, origin - kb.height)
            log.add("root.y = root.y − min(move, field.minY − safeTop), not beyond −keyboard height",
                    [NamedValue("root.y", rootY), NamedValue("move", move), NamedValue("field.minY", f.minY),
                     NamedValue("safeTop", topLimit)],
                    result: newY,
                    code: "rootViewOrigin.y -= min(move, textFieldViewRectInWindow.minY - topLayoutGuide)  // \(num(rootY)) − \(num(applied)) = \(num(newY))")
        } else if move < 0 {
            newY = min(rootY - move, origin)
            log.add("move ≤ 0: bring the root back down, not below where it started",
                    [NamedValue("root.y", rootY), NamedValue("move", move), NamedValue("origin", origin)], result: newY,
                    code: "rootViewOrigin.y = min(rootViewOrigin.y - move, rootViewBeginOrigin.y)  // min(\(num(rootY)) − \(num(move)), \(num(origin))) = \(num(newY))")
        } else {
            log.add("move is 0: the field is exactly distance points above the keyboard", code: "// nothing to move")
        }
        if newY != rootY { sim.setFrameByHand(Simulation.rootName, y: newY) }
    }

    static func willHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        if let origin = sim.state.minimalRootOrigin {
            let y = sim.views[0].frame.y
            sim.setFrameByHand(Simulation.rootName, y: origin)
            log.add("restore the root view's origin", [NamedValue("root.y", y)], result: origin,
                    code: "rootController.view.frame.origin = rootViewBeginOrigin  // y \(num(y)) → \(num(origin))")
        }
        if let saved = sim.state.minimalScroll, let si = sim.index[saved.name] {
            sim.views[si].contentInset = saved.inset
            sim.views[si].contentOffset = saved.offset
            log.add("restore the scroll view's inset and offset", result: saved.offset.y,
                    code: "\(saved.name).contentInset = startingContentInsets; \(saved.name).contentOffset.y = \(formatNumber(saved.offset.y))")
        }
        sim.state.minimalRootOrigin = nil
        sim.state.minimalScroll = nil
    }

    private static func enclosingScrollView(of name: String, _ sim: Simulation) -> String? {
        var current = sim.view(named: name)?.parent
        while let c = current {
            if sim.view(named: c)?.kind == .scrollview { return c }
            current = sim.view(named: c)?.parent
        }
        return nil
    }
}
