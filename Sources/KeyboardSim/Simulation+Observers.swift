/// NotificationCenter: delivers a posted notification to the strategy's handlers.
extension Simulation {
    /// The notifications each strategy observes (seeds: WillShow and WillHide).
    var observedNames: Set<KeyboardNotificationName> { strategy.type.observedNotifications }

    mutating func deliver(_ n: KeyboardNotification, _ steps: inout [TraceStep]) {
        if strategy.type.receivesAllNotifications {
            var base = strategy.base
            base.notificationPosted(n, &self, &steps)
            strategy.base = base
            return
        }
        guard observersRegistered, observedNames.contains(n.name) else { return }
        let handler = n.name == .willShow ? "keyboardWillShow(_:)" : "keyboardWillHide(_:)"
        if !screenVisible {
            steps.append(.engineNote(presentation.coveredBy != nil ? .presentation(.presenterStillObserving(handler: handler))
                                                                   : .observerNeverRemoved(handler: handler)))
        }
        if strategy.checkLocal {
            var log = HandlerLog(strategy.name, handler)
            let isLocal = n.userInfo.isLocal
            log.note(.isLocal(isLocal),
                     uikit: "guard userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true else { return }",
                     comment: "\(isLocal)")
            steps += log.steps
            if !isLocal { return }
        }
        var log = HandlerLog(strategy.name, handler)
        // The handler changes the strategy's state and the simulation; the
        // strategy is taken out while it runs and put back after.
        var base = strategy.base
        switch n.name {
        case .willShow: base.keyboardWillShow(n, &self, &log)
        case .willHide: base.keyboardWillHide(n, &self, &log)
        default: break
        }
        strategy.base = base
        steps += log.steps
    }

    /// Sets a view's frame by hand (a handler writing `frame`), keeping the
    /// given frame: the next layout pass overwrites it on pinned axes.
    mutating func setFrameByHand(_ name: String, y: Double) {
        guard let i = index[name] else { return }
        views[i].frame.origin.y = y
    }

    /// Changes a constraint's constant; the keyboard animation will lay out.
    mutating func setConstant(pinID: Int, _ value: Double) {
        guard let i = pins.firstIndex(where: { $0.id == pinID }) else { return }
        pins[i].constant = value
        needsLayout = true
    }
}
