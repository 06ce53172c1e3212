/// Rotation in DESIGN.md's four steps.
extension Simulation {
    mutating func rotate(to target: Orientation, _ steps: inout [TraceStep]) {
        guard target != orientation else {
            steps.append(.engineNote(.alreadyOriented(target)))
            return
        }
        let newSize = hostSize(target)
        // (1) viewWillTransition(to:with:) runs; a strategy may resign here.
        steps.append(.note("viewWillTransition(to: CGSize(width: \(num(newSize.width)), height: \(num(newSize.height))), with: coordinator)"))
        if strategy.type.receivesAllNotifications {
            lifecycle(.willTransition(to: newSize), &steps)
        } else if observersRegistered && firstResponder != nil {
            var base = strategy.base
            base.viewWillTransition(&self, &steps)
            strategy.base = base
        }
        // (2) The keyboard still up hides with the old orientation's frames.
        if keyboard.visible {
            steps.append(.engineNote(.rotationHides(orientation)))
            hideSequence(timing: .rotation, &steps)
        }
        let remoteWasUp = !keyboard.isLocal
        // (3) The size changes; the root view gets the new bounds; a layout pass runs.
        let oldRoot = views[0].frame
        orientation = target
        views[0].frame = Rect(origin: .zero, size: hostSize(orientation))
        views[0].givenFrame = views[0].frame
        resetHiddenKeyboard()
        steps.append(.engineNote(.windowRotates(old: oldRoot, new: views[0].frame)))
        layoutPass(reasons: [.rotation(to: target)], &steps)
        // (4) A field still first responder brings the keyboard back, new frames.
        if firstResponder != nil && keyboardAppearsOnFocus {
            steps.append(.engineNote(.rotationShows(target)))
            showSequence(isLocal: true, timing: .rotation, &steps)
        } else if remoteWasUp {
            showSequence(isLocal: false, timing: .rotation, &steps)
        } else {
            // Only the controller's own accessory was up (a chat bar): the
            // controller is still first responder, so the bar comes back.
            controllerAccessoryReturns(timing: .rotation, &steps)
        }
    }
}
