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
        log.add("keyboardHeight = end frame height", [NamedValue("keyboardHeight", h)], result: h,
                code: "let keyboardHeight = keyboardRectangle.height  // \(num(h))")
        let new = y - h
        sim.setFrameByHand(Simulation.rootName, y: new)
        log.add("origin.y = origin.y − keyboardHeight", [NamedValue("view.frame.origin.y", y), NamedValue("keyboardHeight", h)],
                result: new, code: "view.frame.origin.y -= keyboardHeight  // \(num(y)) − \(num(h)) = \(num(new))")
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
}
