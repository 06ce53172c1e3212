extension Simulation {
    /// Applies an event and returns the trace: notifications with their
    /// userInfo, handler steps with their arithmetic, layout passes and, last,
    /// the verdict for the first responder. An event that cannot happen returns
    /// a trace whose `error` is set, and the state is unchanged.
    public mutating func apply(_ event: Event) -> Trace {
        var steps: [TraceStep] = []
        do {
            // Every refusal is thrown before anything changes, so no snapshot
            // is needed to roll back (a snapshot would copy all views per event).
            try run(event, &steps)
            eventEnded(&steps)
        } catch {
            return Trace(event: event, steps: [], error: error)
        }
        steps.append(.verdict(verdict()))
        return Trace(event: event, steps: steps)
    }

    private mutating func run(_ event: Event, _ steps: inout [TraceStep]) throws(SimError) {
        switch event {
        case .focus(let field): try focus(field, &steps)
        case .dismiss: dismiss(&steps)
        case .keyboardShow:
            if keyboard.visible {
                steps.append(.engineNote(.keyboardAlreadyVisible))
            } else if hardwareKeyboard {
                steps.append(.engineNote(.hardwareKeepsSoftwareDown))
            } else {
                showSequence(isLocal: true, &steps)
            }
        case .keyboardHide:
            if !keyboard.visible {
                steps.append(.engineNote(.keyboardAlreadyHidden))
            } else {
                hideSequence(&steps)
            }
        case .rotate(let target): rotate(to: target ?? orientation.toggled, &steps)
        case .predictive(let on): setPredictive(on, &steps)
        case .hardware(let on): setHardware(on, &steps)
        case .floating: try toggleUndocked(.floating, &steps)
        case .split: try toggleUndocked(.split, &steps)
        case .dragUndocked(let x, let y): try dragUndocked(x: x, y: y, &steps)
        case .followsUndocked(let on): setGuideFollowsUndocked(on, &steps)
        case .reloadInputViews: reloadInputViews(&steps)
        case .reduceMotion(let on): setReduceMotion(on, &steps)
        case .assistantToolbar(let form): try setAssistantToolbar(form, &steps)
        case .controllerAccessory(let h, let composer): try setControllerAccessory(h, composer: composer, &steps)
        case .remote: try remote(&steps)
        case .keyboardKind(let kind): try switchKeyboard(to: kind, &steps)
        case .dragDismiss(let mode, let cancelled): try dragDismiss(mode, cancelled: cancelled, &steps)
        case .screenDisappear: try screenDisappear(&steps)
        case .screenAppear: try screenAppear(&steps)
        case .screenPop: try screenPop(&steps)
        case .sheetOver(let style):
            if style == .fullScreen { try screenDisappear(&steps) } else { try presentSheetOver(style, &steps) }
        }
    }

    mutating func focus(_ field: String, _ steps: inout [TraceStep]) throws(SimError) {
        guard let v = view(named: field) else { throw .unknownView(field, known: viewNames) }
        guard v.kind.isTextInput else {
            throw .wrongKind(view: field, kind: v.kind, expected: .textInputToFocus)
        }
        guard screenVisible else {
            throw .eventNotPossible(.screenNotVisible)
        }
        if firstResponder == field {
            steps.append(.engineNote(.alreadyFirstResponder(field: field)))
            return
        }
        let switching = firstResponder != nil
        firstResponder = field
        steps.append(.note("\(field).becomeFirstResponder()"))
        loadInputViews()
        if let custom = customInputHeight {
            steps.append(.engineNote(.inputViews(.customInputView(field: field, height: custom.display))))
        }
        if hardwareKeyboard {
            guard keyboardAppearsOnFocus else {
                steps.append(.engineNote(device.isPad ? .assistant(.minimizedNothingComes) : .hardwareNothingComes))
                // The previous field's accessory view goes, or UIKit reports a
                // keyboard that never showed as hiding (AlphaWallet PR #1254,
                // DCIntrospect-ARC PR #44): WillHide / DidHide, no WillShow.
                if keyboard.visible { hideSequence(&steps) } else { hideWithoutKeyboard(&steps) }
                return
            }
            steps.append(.engineNote(hardwareNote))
        }
        if switching && keyboard.visible {
            steps.append(.engineNote(.switchingFields))
        }
        showSequence(isLocal: true, &steps)
    }

    private mutating func dismiss(_ steps: inout [TraceStep]) {
        guard let field = firstResponder else {
            steps.append(.engineNote(.nothingToDismiss))
            return
        }
        steps.append(.note("\(field).resignFirstResponder()"))
        resign(&steps)
    }

    /// The first responder resigns: the hide sequence runs while it is still
    /// first responder (so `isFirstResponder` checks in WillHide see it, as
    /// seed 000 relies on), then it is cleared.
    mutating func resign(_ steps: inout [TraceStep]) {
        if resignToControllerAccessory(&steps) { return }
        defer { inputs.loaded = nil }
        if keyboard.visible && keyboard.isLocal {
            hideSequence(&steps)
        } else if !keyboard.visible && hardwareKeyboard && (!device.isPad || minimizedToolbarIsNotKeyboard) && firstResponder != nil {
            steps.append(.engineNote(device.isPad ? .assistant(.minimizedResignHides) : .hardwareResignHides))
            hideWithoutKeyboard(&steps)
        }
        firstResponder = nil
    }

    /// The hide sequence UIKit posts on an iPhone with a hardware keyboard when
    /// a field gains or loses focus though no keyboard is on screen. Its frames
    /// (the software keyboard's, below the screen, begin = end) are keylab's
    /// estimate: the reports name the notifications, not their frames.
    mutating func hideWithoutKeyboard(_ steps: inout [TraceStep]) {
        let s = screenSize, h = fullKeyboardHeight.value + accessoryHeight
        keyboard.frame = Rect(x: 0, y: s.height, width: s.width, height: h)
        keyboard.heightConfirmed = false
        hideSequence(&steps)
    }

    private mutating func setPredictive(_ on: Bool, _ steps: inout [TraceStep]) {
        guard predictive != on else {
            steps.append(.engineNote(.predictiveAlready(on: on)))
            return
        }
        predictive = on
        let h = keyboardHeight
        steps.append(.engineNote(.predictiveSet(on: on, height: h.display)))
        if keyboard.visible && !hardwareKeyboard && !keyboard.floating {
            // The size changes: begin and end differ in height.
            showSequence(isLocal: keyboard.isLocal, &steps)
        } else if !keyboard.visible {
            resetHiddenKeyboard()
        }
    }

    private mutating func setHardware(_ on: Bool, _ steps: inout [TraceStep]) {
        guard hardwareKeyboard != on else {
            steps.append(.engineNote(.hardwareAlready(connected: on)))
            return
        }
        hardwareKeyboard = on
        if on {
            steps.append(.engineNote(.hardwareConnected))
            if keyboard.visible && keyboard.isLocal { hideSequence(&steps) }
            if firstResponder != nil && keyboardAppearsOnFocus {
                steps.append(.engineNote(hardwareNote))
                showSequence(isLocal: true, &steps)
            }
        } else {
            steps.append(.engineNote(.hardwareDisconnected))
            if firstResponder != nil { showSequence(isLocal: true, &steps) }
        }
    }

    private mutating func remote(_ steps: inout [TraceStep]) throws(SimError) {
        guard device.isPad else {
            throw .eventNotPossible(.remoteNeedsIPad)
        }
        if keyboard.visible && !keyboard.isLocal {
            steps.append(.engineNote(.remoteHides))
            hideSequence(&steps)
        } else if keyboard.visible {
            steps.append(.engineNote(.remoteCannotShow))
        } else {
            steps.append(.engineNote(.remoteShows))
            showSequence(isLocal: false, &steps)
        }
    }

    mutating func screenDisappear(_ steps: inout [TraceStep]) throws(SimError) {
        guard screenVisible else { throw .eventNotPossible(.screenAlreadyGone) }
        steps.append(.note("viewWillDisappear(_:)"))
        lifecycle(.willDisappear, &steps)
        if strategy.observesNotifications && !observedNames.isEmpty {
            if strategy.forgetRemoval {
                steps.append(.engineNote(.forgetRemoval))
            } else if observersRegistered {
                observersRegistered = false
                steps.append(.engineNote(.observersRemoved))
            }
        }
        if firstResponder != nil {
            steps.append(.engineNote(.firstResponderResignsOnDisappear))
            resign(&steps)
        }
        controllerAccessoryLeaves(&steps)
        screenVisible = false
        lifecycle(.didDisappear, &steps)
    }

    mutating func screenAppear(_ steps: inout [TraceStep]) throws(SimError) {
        guard !screenVisible else { throw .eventNotPossible(.screenAlreadyVisible) }
        screenVisible = true
        if presentation.coveredBy != nil {
            // A sheet goes away: the presenter never left (iOS 13+), no appearance calls.
            presentation.coveredBy = nil
            steps.append(.engineNote(.presentation(.sheetDismissed)))
            return
        }
        steps.append(.engineNote(.screenAppears))
        lifecycle(.willAppear, &steps)
        defer { lifecycle(.didAppear, &steps) }
        if strategy.observesNotifications && !observedNames.isEmpty && !observersRegistered {
            observersRegistered = true
            steps.append(.engineNote(.observersRegisteredAgain))
        }
        controllerAccessoryReturns(&steps)
    }
}

extension Simulation {
    /// The trace note for an iPad hardware keyboard (or an accessory view on an iPhone).
    var hardwareNote: EngineNote {
        if device.isPad && assistantToolbar == .minimized {
            return accessoryHeight > 0 ? .hardwareAccessory(accessory: accessoryHeight)
                                       : .assistant(.minimizedStaysInStageManager(frame: minimizedToolbarFrame))
        }
        if let bar = device.hardwareBarHeight { return .hardwareBar(bar: bar.value, accessory: accessoryHeight) }
        return .hardwareAccessory(accessory: accessoryHeight)
    }
}
