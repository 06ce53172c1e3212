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
            if keyboard.visible && !keyboard.hardwareBar {
                steps.append(.note("the keyboard is already visible: nothing is posted"))
            } else if hardwareKeyboard {
                steps.append(.note("a hardware keyboard is connected: the software keyboard does not show"))
            } else {
                showSequence(isLocal: true, &steps)
            }
        case .keyboardHide:
            if !keyboard.visible || keyboard.hardwareBar {
                steps.append(.note("the keyboard is already hidden: nothing is posted"))
            } else {
                hideSequence(&steps)
            }
        case .rotate(let target): rotate(to: target ?? orientation.toggled, &steps)
        case .predictive(let on): setPredictive(on, &steps)
        case .hardware(let on): setHardware(on, &steps)
        case .floating: try toggleFloating(&steps)
        case .remote: remote(&steps)
        case .screenDisappear: try screenDisappear(&steps)
        case .screenAppear: try screenAppear(&steps)
        }
    }

    private mutating func focus(_ field: String, _ steps: inout [TraceStep]) throws(SimError) {
        guard let v = view(named: field) else { throw .unknownView(field, known: viewNames) }
        guard v.kind.isTextInput else {
            throw .wrongKind(view: field, kind: v.kind, expected: "a textfield or textview to become first responder")
        }
        guard screenVisible else {
            throw .eventNotPossible("the screen is not visible: bring it back with :screen appear, or drive the keyboard with :keyboard show")
        }
        if firstResponder == field {
            steps.append(.note("\(field) is already first responder: nothing is posted"))
            return
        }
        let switching = firstResponder != nil
        firstResponder = field
        steps.append(.note("\(field).becomeFirstResponder()"))
        if hardwareKeyboard {
            if let bar = device.hardwareBarHeight {
                let s = screenSize
                keyboard = KeyboardState(visible: true, frame: Rect(x: 0, y: s.height - bar.value, width: s.width, height: bar.value),
                                         isLocal: true, floating: false, hardwareBar: true, heightConfirmed: bar.confirmed)
                steps.append(.note("hardware keyboard: no notifications; the iPad shows its \(num(bar.value)) pt shortcut bar"))
            } else {
                steps.append(.note("hardware keyboard: no software keyboard and no notifications"))
            }
            return
        }
        if switching && keyboard.visible {
            steps.append(.note("switching fields with the keyboard up: the show notifications are posted again"))
        }
        showSequence(isLocal: true, &steps)
    }

    private mutating func dismiss(_ steps: inout [TraceStep]) {
        guard let field = firstResponder else {
            steps.append(.note("no first responder: nothing to dismiss"))
            return
        }
        steps.append(.note("\(field).resignFirstResponder()"))
        resign(&steps)
    }

    /// The first responder resigns: the hide sequence runs while it is still
    /// first responder (so `isFirstResponder` checks in WillHide see it, as
    /// seed 000 relies on), then it is cleared.
    mutating func resign(_ steps: inout [TraceStep]) {
        if keyboard.hardwareBar {
            keyboard = .hidden(screen: screenSize, height: keyboardHeight.value, confirmed: keyboardHeight.confirmed)
            steps.append(.note("hardware keyboard: the shortcut bar goes away; no notifications"))
        } else if keyboard.visible && keyboard.isLocal {
            hideSequence(&steps)
        }
        firstResponder = nil
    }

    private mutating func setPredictive(_ on: Bool, _ steps: inout [TraceStep]) {
        guard predictive != on else {
            steps.append(.note("the predictive bar is already \(on ? "on" : "off")"))
            return
        }
        predictive = on
        let h = keyboardHeight
        steps.append(.note("predictive bar \(on ? "on" : "off"): the keyboard is \(h.display) pt high"))
        if keyboard.visible && !keyboard.hardwareBar && !keyboard.floating {
            // The size changes: begin and end differ in height.
            showSequence(isLocal: keyboard.isLocal, &steps)
        } else if !keyboard.visible {
            resetHiddenKeyboard()
        }
    }

    private mutating func setHardware(_ on: Bool, _ steps: inout [TraceStep]) {
        guard hardwareKeyboard != on else {
            steps.append(.note("the hardware keyboard is already \(on ? "connected" : "disconnected")"))
            return
        }
        hardwareKeyboard = on
        if on {
            steps.append(.note("hardware keyboard connected"))
            if keyboard.visible && keyboard.isLocal { hideSequence(&steps) }
            if firstResponder != nil, let bar = device.hardwareBarHeight {
                let s = screenSize
                keyboard = KeyboardState(visible: true, frame: Rect(x: 0, y: s.height - bar.value, width: s.width, height: bar.value),
                                         isLocal: true, floating: false, hardwareBar: true, heightConfirmed: bar.confirmed)
                steps.append(.note("the iPad shows its \(num(bar.value)) pt shortcut bar; no notifications"))
            }
        } else {
            steps.append(.note("hardware keyboard disconnected"))
            if keyboard.hardwareBar { resetHiddenKeyboard() }
            if firstResponder != nil { showSequence(isLocal: true, &steps) }
        }
    }

    private mutating func toggleFloating(_ steps: inout [TraceStep]) throws(SimError) {
        guard device.isPad else {
            throw .eventNotPossible("only the iPad keyboard can float; choose :device ipad")
        }
        if floatingKeyboard {
            floatingKeyboard = false
            steps.append(.note("the keyboard docks again"))
            if keyboard.visible && !keyboard.hardwareBar { showSequence(isLocal: keyboard.isLocal, &steps) }
        } else {
            steps.append(.note("the keyboard is undocked and floats: only keyboardWillChangeFrame is posted"))
            if keyboard.visible && !keyboard.hardwareBar {
                let begin = keyboard.frame
                floatingKeyboard = true
                let info = userInfo(begin, floatingFrame, isLocal: keyboard.isLocal)
                post(.willChangeFrame, info, &steps)
                keyboard.frame = floatingFrame
                keyboard.floating = true
                keyboard.heightConfirmed = false
                layoutAfterKeyboardMoved(&steps)
            } else {
                floatingKeyboard = true
            }
        }
    }

    private mutating func remote(_ steps: inout [TraceStep]) {
        if keyboard.visible && !keyboard.isLocal {
            steps.append(.note("the other app's keyboard hides (isLocal false)"))
            hideSequence(&steps)
        } else if keyboard.visible {
            steps.append(.note("this app's keyboard is up; the other app's keyboard cannot show now"))
        } else {
            steps.append(.note("another app's keyboard shows (iPad multitasking): isLocal is false"))
            showSequence(isLocal: false, &steps)
        }
    }

    private mutating func screenDisappear(_ steps: inout [TraceStep]) throws(SimError) {
        guard screenVisible else { throw .eventNotPossible("the screen is already gone; :screen appear brings it back") }
        steps.append(.note("viewWillDisappear(_:)"))
        if strategy.observesNotifications && strategy.kind != .none {
            if strategy.forgetRemoval {
                steps.append(.note("forget-removal: the observers are NOT removed and keep firing"))
            } else if observersRegistered {
                observersRegistered = false
                steps.append(.note("NotificationCenter.default.removeObserver(self, name: ...)  // observers removed"))
            }
        }
        if firstResponder != nil {
            steps.append(.note("the screen's first responder resigns as the screen goes away"))
            resign(&steps)
        }
        screenVisible = false
    }

    private mutating func screenAppear(_ steps: inout [TraceStep]) throws(SimError) {
        guard !screenVisible else { throw .eventNotPossible("the screen is already visible") }
        screenVisible = true
        steps.append(.note("the screen appears again"))
        if strategy.observesNotifications && strategy.kind != .none && !observersRegistered {
            observersRegistered = true
            steps.append(.note("NotificationCenter.default.addObserver(self, ...)  // observers registered again"))
        }
    }
}
