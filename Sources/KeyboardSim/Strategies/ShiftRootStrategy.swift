/// `shift-view [only FIELD] [guard on|off]` — seed 000: the root view's
/// `frame.origin.y -= keyboardHeight` on WillShow and `+=` on WillHide,
/// guarded by the `isKeyboard` flag and, with `only`, limited to one field.
/// Known flaws kept: without the guard a repeated WillShow stacks the shift
/// (−258, −516); the top of the screen is pushed off; on notched phones the
/// whole keyboard height is used although 34 pt of it covers only the home
/// indicator inset.
enum ShiftRootStrategy {
    static func willShow(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let h = n.userInfo.frameEnd.height
        let s = sim.strategy
        if let only = s.only, sim.firstResponder != only {
            // Seed 000's else-branch: another field; undo a shift if one is left.
            let y = sim.views[0].frame.y
            log.add("\(only).isFirstResponder is false → else branch: is the view still shifted?",
                    [NamedValue("view.frame.origin.y", y), NamedValue("originY", sim.state.originY)],
                    code: "if self.view.frame.origin.y != originY  // \(num(y)) \(y != sim.state.originY ? "≠" : "=") \(num(sim.state.originY))")
            guard y != sim.state.originY else { return }
            let new = y + h
            sim.setFrameByHand(Simulation.rootName, y: new)
            log.add("origin.y = origin.y + keyboardHeight", [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", h)],
                    result: new, code: "self.view.frame.origin.y += keyboardHeight  // \(num(y)) + \(num(h)) = \(num(new))")
            sim.state.isKeyboard = false
            sim.state.originY = new
            log.add("remember: keyboard no longer handled, new originY", result: new,
                    code: "setIsKeyboard(false); setOriginY(self.view.frame.origin.y)  // originY = \(num(new))")
            return
        }
        if let only = s.only {
            log.add("\(only) is first responder", code: "if registerView.getNicknameTextField().isFirstResponder  // \(only): true")
        }
        if s.guardOn {
            let flag = sim.state.isKeyboard
            log.add("isKeyboard is \(flag): \(flag ? "already shifted, return" : "not shifted yet, go on")",
                    code: "guard !registerViewManager.getIsKeyboard() else { return }  // isKeyboard = \(flag)")
            if flag { return }
        }
        let y = sim.views[0].frame.y
        let shift = measuredHeight(n, sim, &log)
        let new = y - shift
        sim.setFrameByHand(Simulation.rootName, y: new)
        log.add("origin.y = origin.y − keyboardHeight", [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", shift)],
                result: new, code: "view.frame.origin.y -= keyboardHeight  // \(num(y)) − \(num(shift)) = \(num(new))")
        if s.guardOn {
            sim.state.isKeyboard = true
            log.add("remember the shift", code: "registerViewManager.setIsKeyboard(true)")
        }
    }

    static func willHide(_ n: KeyboardNotification, _ sim: inout Simulation, _ log: inout HandlerLog) {
        let h = n.userInfo.frameEnd.height
        let s = sim.strategy
        if let only = s.only {
            let isIt = sim.firstResponder == only
            log.add("\(only).isFirstResponder is \(isIt)",
                    code: "if registerView.getNicknameTextField().isFirstResponder  // \(isIt)")
            if !isIt { return }
        }
        if s.guardOn {
            let flag = sim.state.isKeyboard
            log.add("isKeyboard is \(flag): \(flag ? "shifted, undo it" : "nothing to undo, return")",
                    code: "guard registerViewManager.getIsKeyboard() else { return }  // isKeyboard = \(flag)")
            if !flag { return }
        }
        let y = sim.views[0].frame.y
        if s.measure != .end {
            // The fix measures an overlap, and a hidden keyboard overlaps nothing:
            // undo the shift by setting the origin, not by adding a height.
            sim.setFrameByHand(Simulation.rootName, y: 0)
            log.add("origin.y = 0 (set, not added: nothing to measure once the keyboard is gone)",
                    [NamedValue("view.frame.origin.y", y)], result: 0,
                    code: "self.view.frame.origin.y = 0  // \(num(y)) → 0")
            if s.guardOn { sim.state.isKeyboard = false }
            return
        }
        let new = y + h
        sim.setFrameByHand(Simulation.rootName, y: new)
        log.add("origin.y = origin.y + keyboardHeight (the hide end frame keeps its height)",
                [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", h)], result: new,
                code: "self.view.frame.origin.y += keyboardHeight  // \(num(y)) + \(num(h)) = \(num(new))")
        if s.guardOn {
            sim.state.isKeyboard = false
            log.add("forget the shift", code: "registerViewManager.setIsKeyboard(false)")
        }
    }

    /// The keyboard height the handler shifts by, as `measure` says: the end
    /// frame's height (seed 000), or its overlap with the root view after
    /// converting it from the window (`convert(_:from: nil)`) or from the screen.
    static func measuredHeight(_ n: KeyboardNotification, _ sim: Simulation, _ log: inout HandlerLog) -> Double {
        let end = n.userInfo.frameEnd
        let root = sim.views[0].frame
        switch sim.strategy.measure {
        case .end:
            log.add("keyboardHeight = end frame height", [NamedValue("keyboardHeight", end.height)], result: end.height,
                    code: "let keyboardHeight = keyboardRectangle.height  // \(num(end.height))")
            return end.height
        case .window, .screen:
            let fromScreen = sim.strategy.measure == .screen
            // convert(_:from: nil) treats the screen frame as window coordinates.
            let top = end.minY - root.minY - (fromScreen ? sim.windowFrame.minY : 0)
            let overlap = max(0, root.height - top)
            log.add("kb.minY = the end frame's top in the view's coordinates", [NamedValue("keyboard.minY", end.minY)], result: top,
                    code: fromScreen
                        ? "let kb = view.convert(end, from: view.window?.screen.coordinateSpace)  // minY \(num(top))"
                        : "let kb = view.convert(end, from: nil)  // minY \(num(top))")
            log.add("keyboardHeight = overlap = max(0, view.bounds.maxY − kb.minY)",
                    [NamedValue("view.bounds.maxY", root.height), NamedValue("kb.minY", top)], result: overlap,
                    code: "let keyboardHeight = max(0, view.bounds.maxY - kb.minY)  // \(num(root.height)) − \(num(top)) = \(num(overlap))")
            return overlap
        }
    }
}
