/// The keyboard's notification sequences (keyboard-facts.md, "Sequences",
/// and docs/keyboard-facts-additions.md).
extension Simulation {
    /// The first responder's `inputAccessoryView` height (0 without one).
    var accessoryHeight: Double {
        guard let f = firstResponder, let i = index[f] else { return 0 }
        // A field without its own accessory (the composer inside a chat bar)
        // keeps the view controller's accessory on top of the keyboard.
        if views[i].accessoryHeight == 0, f == inputs.composer, let bar = inputs.controllerAccessory { return bar }
        return views[i].accessoryHeight
    }

    /// The software keyboard's height once it is fully up, for the kind of
    /// keyboard picked: CJK and third-party keyboards carry their bar above
    /// the keys; the emoji keyboard's height is an estimate.
    var fullKeyboardHeight: Measure {
        if let custom = customInputHeight { return custom }
        if let pad = padHeight { return pad }
        switch keyboardKind {
        case .standard: return keyboardHeight
        case .emoji:
            let h = device.keyboardHeight(orientation, predictive: true).value
            return Measure(h, confirmed: false, source: "estimate: the emoji keyboard as tall as the keyboard with the predictive bar")
        case .cjk: return device.keyboardHeight(orientation, predictive: true)
        case .thirdParty:
            // Each extension has its own bar: Swype 216 → 256, SwiftKey 216 → 259
            // on a 4.7" phone (Stack Overflow 25874975, iOS 8). keylab models
            // Swype's 40 pt, logged only for the 4.7" portrait keyboard.
            let plain = device.keyboardHeight(orientation, predictive: false)
            let logged = device.id == DeviceCatalog.iphone8.id && orientation == .portrait
            return Measure(plain.value + 40, confirmed: logged && plain.confirmed,
                           source: logged ? "Stack Overflow 25874975 (Swype, iOS 8): 216 → 256"
                                          : "estimate: the keys plus Swype's 40 pt bar")
        }
    }

    /// The heights a keyboard coming up posts WillShow for, in order: three for
    /// a third-party keyboard (0 while it loads, its keys, keys and bar), two
    /// for CJK (keys, then keys and candidate bar), one otherwise.
    var keyboardStages: [Measure] {
        let plain = device.keyboardHeight(orientation, predictive: false)
        switch keyboardKind {
        case .standard, .emoji: return [fullKeyboardHeight]
        case .cjk: return [plain, fullKeyboardHeight]
        case .thirdParty:
            return [Measure(0, confirmed: true, source: "Stack Overflow 25874975: the first WillShow reports 0"),
                    plain, fullKeyboardHeight]
        }
    }

    /// The note before stage `n` (from 1) of a keyboard coming up in stages.
    func stageNote(_ n: Int) -> EngineNote {
        keyboardKind == .thirdParty && n == 1 ? .kindLoads(keyboardKind) : .kindGrows(keyboardKind)
    }

    /// Whether focusing a field brings anything up: an iPhone with a hardware
    /// keyboard shows nothing unless the field has an input accessory view.
    var keyboardAppearsOnFocus: Bool {
        !(hardwareKeyboard && (!device.isPad || minimizedToolbarIsNotKeyboard) && accessoryHeight == 0 && customInputHeight == nil)
    }

    /// The frame the notifications report for a docked keyboard `height` high,
    /// in screen coordinates, with the first responder's accessory view on top.
    /// With a hardware keyboard an iPad still reports the full software
    /// keyboard, pushed down so only its 55 pt bar (and the accessory) shows;
    /// an iPhone reports the accessory view alone.
    func dockedFrame(height h: Double) -> Rect {
        let s = screenSize, accessory = accessoryHeight
        // A custom inputView shows with a hardware keyboard too.
        if hardwareKeyboard && customInputHeight == nil {
            // The minimized assistant toolbar (iPad): the accessory alone, as on
            // an iPhone, or the toolbar's own frame (Simulation+AssistantToolbar.swift).
            if device.hardwareBarHeight != nil, assistantToolbar == .minimized {
                return accessory > 0 ? Rect(x: 0, y: s.height - accessory, width: s.width, height: accessory) : minimizedToolbarFrame
            }
            if let bar = device.hardwareBarHeight {
                return Rect(x: 0, y: s.height - bar.value - accessory, width: s.width, height: h + accessory)
            }
            return Rect(x: 0, y: s.height - accessory, width: s.width, height: accessory)
        }
        return Rect(x: 0, y: s.height - h - accessory, width: s.width, height: h + accessory)
    }

    /// The docked keyboard's frame now, fully up.
    var dockedFrame: Rect { dockedFrame(height: fullKeyboardHeight.value) }

    /// The off-screen frame a hide ends at: below the screen, same height.
    func offscreen(_ r: Rect) -> Rect { Rect(x: r.x, y: screenSize.height, width: r.width, height: r.height) }


    /// Posts a notification and lets the observers run.
    mutating func post(_ name: KeyboardNotificationName, _ info: KeyboardUserInfo, _ steps: inout [TraceStep]) {
        steps.append(.notification(KeyboardNotification(name: name, userInfo: info)))
        lastKeyboardDuration = info.duration
        lastPosted = info
        if name == .willShow || name == .willHide {
            if screenVisible, let note = sheetKeyboardNote(KeyboardNotification(name: name, userInfo: info)) {
                steps.append(.engineNote(note))
            }
            systemKeyboardAdjustments(KeyboardNotification(name: name, userInfo: info), &steps)
        }
        deliver(KeyboardNotification(name: name, userInfo: info), &steps)
    }

    func userInfo(_ begin: Rect, _ end: Rect, isLocal: Bool, heightConfirmed: Bool? = nil,
                  timing: KeyboardTiming = .standard) -> KeyboardUserInfo {
        let confirmed = heightConfirmed ?? (floatingKeyboard ? false : keyboardHeight.confirmed)
        return KeyboardUserInfo(frameBegin: begin, frameEnd: end, duration: timing.duration, curve: timing.curve,
                                isLocal: isLocal, heightConfirmed: confirmed, durationConfirmed: timing.confirmed)
    }

    /// Show (or re-show when switching fields / the size changes):
    /// WillChangeFrame → WillShow → (animation, layout) → DidChangeFrame → DidShow.
    /// A floating iPad keyboard posts WillChangeFrame only. A CJK or
    /// third-party keyboard coming up posts the whole sequence once per stage.
    mutating func showSequence(isLocal: Bool, timing: KeyboardTiming = .standard, _ steps: inout [TraceStep]) {
        let floating = floatingKeyboard
        if floating {
            // Undocked: only the ChangeFrame pair, with frames that do not say where it is.
            postUndockedChange(visible: true, isLocal: isLocal, &steps)
            return
        }
        let staged = !keyboard.visible && !floating && !hardwareKeyboard && isLocal && keyboardKind.growsWhileUp && customInputHeight == nil && padHeight == nil
        let stages = staged ? keyboardStages : [fullKeyboardHeight]
        for (n, height) in stages.enumerated() {
            if n > 0 {
                steps.append(.engineNote(stageNote(n)))
            }
            let end = dockedFrame(height: height.value)
            postShow(end: end, isLocal: isLocal, heightConfirmed: heightConfirmed(height), timing: timing, &steps)
        }
    }

    /// One show sequence to `end`.
    mutating func postShow(end: Rect, isLocal: Bool, heightConfirmed: Bool, timing: KeyboardTiming, _ steps: inout [TraceStep]) {
        let floating = floatingKeyboard
        let begin = keyboard.visible ? keyboard.frame : offscreen(end)
        let info = crossFaded(userInfo(begin, end, isLocal: isLocal, heightConfirmed: heightConfirmed, timing: timing))
        post(.willChangeFrame, info, &steps)
        if !floating { post(.willShow, info, &steps) }
        keyboard = KeyboardState(visible: true, frame: end, isLocal: isLocal, floating: floating,
                                 hardwareBar: hardwareKeyboard && device.isPad, heightConfirmed: info.heightConfirmed || reduceMotion)
        moveSheetForKeyboard(&steps)
        layoutAfterKeyboardMoved(&steps)
        if !floating {
            post(.didChangeFrame, info, &steps)
            post(.didShow, info, &steps)
        }
    }

    /// Whether the frames of a keyboard this high are confirmed numbers.
    func heightConfirmed(_ height: Measure) -> Bool {
        if floatingKeyboard { return false }
        if hardwareKeyboard { return device.hardwareBarHeight?.confirmed ?? true }
        return height.confirmed
    }

    /// Hide: WillChangeFrame → WillHide → (animation, layout) → DidChangeFrame → DidHide.
    /// The end frame is off-screen and keeps the full height.
    mutating func hideSequence(timing: KeyboardTiming = .standard, _ steps: inout [TraceStep]) {
        if keyboard.floating {
            postUndockedChange(visible: false, isLocal: keyboard.isLocal, &steps)
            return
        }
        let begin = keyboard.frame
        let end = offscreen(begin)
        let floating = keyboard.floating
        let info = userInfo(begin, end, isLocal: keyboard.isLocal, heightConfirmed: keyboard.heightConfirmed, timing: timing)
        post(.willChangeFrame, info, &steps)
        if !floating { post(.willHide, info, &steps) }
        keyboard = KeyboardState(visible: false, frame: end, isLocal: true, floating: false,
                                 hardwareBar: false, heightConfirmed: info.heightConfirmed)
        moveSheetForKeyboard(&steps)
        layoutAfterKeyboardMoved(&steps)
        if !floating {
            post(.didChangeFrame, info, &steps)
            post(.didHide, info, &steps)
        }
    }

    /// Runs the layout pass the keyboard animation causes when a handler changed
    /// a constraint, a view is pinned to the keyboard layout guide, or a
    /// SwiftUI screen's safe area follows the keyboard.
    mutating func layoutAfterKeyboardMoved(_ steps: inout [TraceStep]) {
        let followsKeyboard = pins.contains { $0.target == .keyboard }
        let safeAreaMoves = strategy.base.safeAreaFollowsKeyboard && pins.contains { $0.target == .safe }
        guard needsLayout || followsKeyboard || safeAreaMoves else { return }
        var reasons: [LayoutReason] = []
        if needsLayout { reasons.append(.constraintsChanged) }
        if followsKeyboard { reasons.append(.keyboardLayoutGuideMoved) }
        if safeAreaMoves { reasons.append(.swiftUISafeArea) }
        layoutPass(reasons: reasons, &steps)
    }

    /// Runs a layout pass and records it (or the error, which leaves frames unchanged).
    mutating func layoutPass(reasons: [LayoutReason], _ steps: inout [TraceStep]) {
        needsLayout = false
        do {
            let changes = try runLayoutPass()
            steps.append(.layout(LayoutPass(reasons: reasons, changes: changes)))
        } catch {
            steps.append(.engineNote(.layoutPassFailed(error)))
        }
    }
}
