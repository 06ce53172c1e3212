/// NotificationCenter: delivers a posted notification to the strategy's handlers.
extension Simulation {
    /// The notifications each strategy observes (seeds: WillShow and WillHide).
    var observedNames: Set<KeyboardNotificationName> {
        switch strategy.kind {
        case .none, .layoutGuide, .swiftUI: return []
        case .shiftView, .move, .constraints, .minimal: return [.willShow, .willHide]
        case .scroll: return [.willShow, .willHide]
        }
    }

    mutating func deliver(_ n: KeyboardNotification, _ steps: inout [TraceStep]) {
        guard observersRegistered, observedNames.contains(n.name) else { return }
        let handler = n.name == .willShow ? "keyboardWillShow(_:)" : "keyboardWillHide(_:)"
        if !screenVisible {
            steps.append(.note("the screen is gone, but its observer was never removed: \(handler) still runs"))
        }
        if strategy.checkLocal {
            var log = HandlerLog(strategy.kind.rawValue, handler)
            let isLocal = n.userInfo.isLocal
            log.add("isLocal is \(isLocal): \(isLocal ? "this app's keyboard, go on" : "another app's keyboard, return")",
                    code: "guard userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true else { return }  // \(isLocal)")
            steps += log.steps
            if !isLocal { return }
        }
        var log = HandlerLog(strategy.kind.rawValue, handler)
        switch (strategy.kind, n.name) {
        case (.shiftView, .willShow): ShiftRootStrategy.willShow(n, &self, &log)
        case (.shiftView, .willHide): ShiftRootStrategy.willHide(n, &self, &log)
        case (.move, .willShow): MoveViewStrategy.willShow(n, &self, &log)
        case (.move, .willHide): MoveViewStrategy.willHide(n, &self, &log)
        case (.constraints, .willShow): ConstraintsStrategy.willShow(n, &self, &log)
        case (.constraints, .willHide): ConstraintsStrategy.willHide(n, &self, &log)
        case (.scroll, .willShow): ScrollToVisibleStrategy.willShow(n, &self, &log)
        case (.scroll, .willHide): ScrollToVisibleStrategy.willHide(n, &self, &log)
        case (.minimal, .willShow): MinimalShiftStrategy.willShow(n, &self, &log)
        case (.minimal, .willHide): MinimalShiftStrategy.willHide(n, &self, &log)
        default: break
        }
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
