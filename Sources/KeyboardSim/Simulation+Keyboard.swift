/// The keyboard's notification sequences (keyboard-facts.md, "Sequences").
extension Simulation {
    /// The docked software keyboard's on-screen frame in the current orientation.
    var dockedFrame: Rect {
        let s = screenSize, h = keyboardHeight.value
        return Rect(x: 0, y: s.height - h, width: s.width, height: h)
    }

    /// The off-screen frame a hide ends at: below the screen, same height.
    func offscreen(_ r: Rect) -> Rect { Rect(x: r.x, y: screenSize.height, width: r.width, height: r.height) }

    /// The iPad floating keyboard's frame (an estimate).
    var floatingFrame: Rect {
        let s = screenSize, w = device.floatingKeyboardSize?.value ?? 320, h = 260.0
        return Rect(x: (s.width - w) / 2, y: s.height - h - 20, width: w, height: h)
    }

    /// Posts a notification and lets the observers run.
    mutating func post(_ name: KeyboardNotificationName, _ info: KeyboardUserInfo, _ steps: inout [TraceStep]) {
        steps.append(.notification(KeyboardNotification(name: name, userInfo: info)))
        deliver(KeyboardNotification(name: name, userInfo: info), &steps)
    }

    func userInfo(_ begin: Rect, _ end: Rect, isLocal: Bool) -> KeyboardUserInfo {
        let confirmed = floatingKeyboard ? false : keyboardHeight.confirmed
        return KeyboardUserInfo(frameBegin: begin, frameEnd: end, isLocal: isLocal, heightConfirmed: confirmed)
    }

    /// Show (or re-show when switching fields / the size changes):
    /// WillChangeFrame → WillShow → (animation, layout) → DidChangeFrame → DidShow.
    /// A floating iPad keyboard posts WillChangeFrame only.
    mutating func showSequence(isLocal: Bool, _ steps: inout [TraceStep]) {
        let floating = floatingKeyboard
        let end = floating ? floatingFrame : dockedFrame
        let begin = keyboard.visible ? keyboard.frame : offscreen(end)
        let info = userInfo(begin, end, isLocal: isLocal)
        post(.willChangeFrame, info, &steps)
        if !floating { post(.willShow, info, &steps) }
        keyboard = KeyboardState(visible: true, frame: end, isLocal: isLocal, floating: floating,
                                 hardwareBar: false, heightConfirmed: info.heightConfirmed)
        layoutAfterKeyboardMoved(&steps)
        if !floating {
            post(.didChangeFrame, info, &steps)
            post(.didShow, info, &steps)
        }
    }

    /// Hide: WillChangeFrame → WillHide → (animation, layout) → DidChangeFrame → DidHide.
    /// The end frame is off-screen and keeps the full height.
    mutating func hideSequence(_ steps: inout [TraceStep]) {
        let begin = keyboard.frame
        let end = offscreen(begin)
        let floating = keyboard.floating
        let info = userInfo(begin, end, isLocal: keyboard.isLocal)
        post(.willChangeFrame, info, &steps)
        if !floating { post(.willHide, info, &steps) }
        keyboard = KeyboardState(visible: false, frame: end, isLocal: true, floating: false,
                                 hardwareBar: false, heightConfirmed: info.heightConfirmed)
        layoutAfterKeyboardMoved(&steps)
        if !floating {
            post(.didChangeFrame, info, &steps)
            post(.didHide, info, &steps)
        }
    }

    /// Runs the layout pass the keyboard animation causes when a handler changed
    /// a constraint or a view is pinned to the keyboard layout guide.
    mutating func layoutAfterKeyboardMoved(_ steps: inout [TraceStep]) {
        let followsKeyboard = pins.contains { $0.target == .keyboard }
        guard needsLayout || followsKeyboard else { return }
        var reasons: [String] = []
        if needsLayout { reasons.append("constraints changed (layoutIfNeeded in the keyboard animation)") }
        if followsKeyboard { reasons.append("keyboardLayoutGuide moved with the keyboard") }
        layoutPass(reason: reasons.joined(separator: "; "), &steps)
    }

    /// Runs a layout pass and records it (or the error, which leaves frames unchanged).
    mutating func layoutPass(reason: String, _ steps: inout [TraceStep]) {
        needsLayout = false
        do {
            let changes = try runLayoutPass()
            steps.append(.layout(LayoutPass(reason: reason, changes: changes)))
        } catch {
            steps.append(.note("layout pass failed, frames unchanged: " + error.message))
        }
    }
}
