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
                steps.append(.note("the keyboard is already visible: nothing is posted"))
            } else if hardwareKeyboard {
                steps.append(.note("a hardware keyboard is connected: the software keyboard does not show"))
            } else {
                showSequence(isLocal: true, &steps)
            }
        case .keyboardHide:
            if !keyboard.visible {
                steps.append(.note("the keyboard is already hidden: nothing is posted"))
            } else {
                hideSequence(&steps)
            }
        case .rotate(let target): rotate(to: target ?? orientation.toggled, &steps)
        case .predictive(let on): setPredictive(on, &steps)
        case .hardware(let on): setHardware(on, &steps)
        case .floating: try toggleFloating(&steps)
        case .remote: try remote(&steps)
        case .keyboardKind(let kind): try switchKeyboard(to: kind, &steps)
        case .dragDismiss(let mode, let cancelled): try dragDismiss(mode, cancelled: cancelled, &steps)
        case .screenDisappear: try screenDisappear(&steps)
        case .screenAppear: try screenAppear(&steps)
        }
    }

    mutating func focus(_ field: String, _ steps: inout [TraceStep]) throws(SimError) {
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
            guard keyboardAppearsOnFocus else {
                steps.append(.note("hardware keyboard: no software keyboard and no notifications"))
                if keyboard.visible { hideSequence(&steps) }  // the previous field's accessory view goes
                return
            }
            steps.append(.note(hardwareNote))
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
        if keyboard.visible && keyboard.isLocal {
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
        if keyboard.visible && !hardwareKeyboard && !keyboard.floating {
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
            if firstResponder != nil && keyboardAppearsOnFocus {
                steps.append(.note(hardwareNote))
                showSequence(isLocal: true, &steps)
            }
        } else {
            steps.append(.note("hardware keyboard disconnected"))
            if firstResponder != nil { showSequence(isLocal: true, &steps) }
        }
    }

    private mutating func toggleFloating(_ steps: inout [TraceStep]) throws(SimError) {
        guard device.isPad else {
            throw .eventNotPossible("only the iPad keyboard can float; choose :device ipad")
        }
        if floatingKeyboard {
            floatingKeyboard = false
            steps.append(.note("the keyboard docks again: keyboardWillShow is posted"))
            if keyboard.visible && !hardwareKeyboard {
                // Docking is a show: the begin frame is where it floated.
                let isLocal = keyboard.isLocal
                keyboard.floating = false
                postShow(end: dockedFrame, isLocal: isLocal, heightConfirmed: fullKeyboardHeight.confirmed, timing: .standard, &steps)
            }
        } else if keyboard.visible && !hardwareKeyboard {
            // Undocking is a hide for the app: WillHide, then nothing while it floats.
            steps.append(.note("the keyboard is undocked: keyboardWillHide is posted; while it floats only ChangeFrame"))
            let isLocal = keyboard.isLocal
            hideSequence(&steps)
            floatingKeyboard = true
            keyboard = KeyboardState(visible: true, frame: floatingFrame, isLocal: isLocal, floating: true,
                                     hardwareBar: false, heightConfirmed: false)
            layoutAfterKeyboardMoved(&steps)
        } else {
            steps.append(.note("the keyboard is undocked and floats: only keyboardWillChangeFrame is posted"))
            floatingKeyboard = true
        }
    }

    private mutating func remote(_ steps: inout [TraceStep]) throws(SimError) {
        guard device.isPad else {
            throw .eventNotPossible("another app's keyboard (isLocal false) exists only in iPad multitasking (Split View, Slide Over); an iPhone shows one app at a time: choose :device ipad")
        }
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
        lifecycle(.willDisappear, &steps)
        if strategy.observesNotifications && !observedNames.isEmpty {
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
        lifecycle(.didDisappear, &steps)
    }

    private mutating func screenAppear(_ steps: inout [TraceStep]) throws(SimError) {
        guard !screenVisible else { throw .eventNotPossible("the screen is already visible") }
        screenVisible = true
        steps.append(.note("the screen appears again"))
        lifecycle(.willAppear, &steps)
        defer { lifecycle(.didAppear, &steps) }
        if strategy.observesNotifications && !observedNames.isEmpty && !observersRegistered {
            observersRegistered = true
            steps.append(.note("NotificationCenter.default.addObserver(self, ...)  // observers registered again"))
        }
    }
}

extension Simulation {
    /// The trace note for an iPad hardware keyboard (or an accessory view on an iPhone).
    var hardwareNote: String {
        if let bar = device.hardwareBarHeight {
            return "hardware keyboard: the notifications still report the full software keyboard; only its \(num(bar.value)) pt bar"
                + (accessoryHeight > 0 ? " and the \(num(accessoryHeight)) pt accessory view are" : " is") + " on screen"
        }
        return "hardware keyboard: only the \(num(accessoryHeight)) pt input accessory view comes up, with the notifications"
    }
}
