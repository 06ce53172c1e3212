/// Rotation in DESIGN.md's four steps.
extension Simulation {
    mutating func rotate(to target: Orientation, _ steps: inout [TraceStep]) {
        guard target != orientation else {
            steps.append(.note("already \(target.rawValue): nothing happens"))
            return
        }
        let newSize = window.frame(screen: device.screenSize(target)).size
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
            steps.append(.note("rotation: the keyboard hides with the \(orientation.rawValue) frames, in the rotation's time"))
            hideSequence(timing: .rotation, &steps)
        }
        let remoteWasUp = !keyboard.isLocal
        // (3) The size changes; the root view gets the new bounds; a layout pass runs.
        let oldRoot = views[0].frame
        orientation = target
        views[0].frame = Rect(origin: .zero, size: windowSize)
        views[0].givenFrame = views[0].frame
        resetHiddenKeyboard()
        steps.append(.note("the window rotates: view.frame \(rectText(oldRoot)) → \(rectText(views[0].frame))"))
        layoutPass(reason: "rotation to \(target.rawValue)", &steps)
        // (4) A field still first responder brings the keyboard back, new frames.
        if firstResponder != nil && keyboardAppearsOnFocus {
            steps.append(.note("rotation: the keyboard shows again with the \(target.rawValue) frames"))
            showSequence(isLocal: true, timing: .rotation, &steps)
        } else if remoteWasUp {
            showSequence(isLocal: false, timing: .rotation, &steps)
        }
    }
}
