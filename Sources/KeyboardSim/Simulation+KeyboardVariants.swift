/// Keyboards that change while up: switching keyboard kinds with the globe
/// key, and dismissing by dragging a scroll view (`keyboardDismissMode`).
extension Simulation {
    /// `:keyboard emoji|cjk|third-party|standard`. With the keyboard up, the
    /// new keyboard posts the show sequence again with its own frame (twice,
    /// growing, for CJK and third-party keyboards); hidden, it is remembered
    /// for the next focus.
    mutating func switchKeyboard(to kind: KeyboardKind, _ steps: inout [TraceStep]) throws(SimError) {
        guard kind != keyboardKind else {
            steps.append(.engineNote(.kindAlreadyChosen(kind)))
            return
        }
        keyboardKind = kind
        guard keyboard.visible && keyboard.isLocal && !keyboard.floating && !hardwareKeyboard else {
            steps.append(.engineNote(.kindNextTime(kind)))
            return
        }
        steps.append(.engineNote(.kindSwitched(kind)))
        let stages = kind.growsWhileUp ? keyboardStages : [fullKeyboardHeight]
        for (n, height) in stages.enumerated() {
            if n > 0 {
                steps.append(.engineNote(stageNote(n)))
            }
            postShow(end: dockedFrame(height: height.value), isLocal: true, heightConfirmed: heightConfirmed(height),
                     timing: .standard, &steps)
        }
    }

    /// `:drag-dismiss interactive|on-drag [cancel]`: the user drags the scroll
    /// view. `.onDrag`: the keyboard hides at once (the normal hide sequence).
    /// `.interactive`: the keyboard follows the finger and UIKit posts nothing
    /// while it drags (openradar 15341512 and 14847817, freshOS/KeyboardLayoutGuide
    /// #35 and #17, NoChat #35, SlackTextViewController #455, GrowingTextView #41);
    /// only what UIKit lays out itself follows: the keyboard layout guide
    /// ("follows the dismiss gesture", WWDC23 "Keep up with the keyboard") and
    /// an inputAccessoryView, which is part of the keyboard. When the finger
    /// lifts low, the hide sequence (duration 0) starts from where it was let
    /// go; `cancel` lifts early: the keyboard snaps back with the show sequence.
    mutating func dragDismiss(_ mode: DragDismissMode, cancelled: Bool, _ steps: inout [TraceStep]) throws(SimError) {
        guard keyboard.visible, keyboard.isLocal, !keyboard.floating, let field = firstResponder else {
            throw .eventNotPossible(.nothingToDrag)
        }
        if mode == .onDrag && cancelled {
            throw .eventNotPossible(.onlyInteractiveCancels)
        }
        if mode == .onDrag {
            steps.append(.engineNote(.onDragStarts))
            steps.append(.note("\(field).resignFirstResponder()"))
            resign(&steps)
            return
        }
        steps.append(.engineNote(.interactiveFollows))
        let docked = keyboard.frame
        let isLocal = keyboard.isLocal, confirmed = keyboard.heightConfirmed
        // Two positions of the finger: a third and two thirds of the way down.
        // No notification: only the keyboard's own frame moves, and a layout
        // pass for views pinned to the keyboard layout guide.
        // The controller's own accessory (a chat bar) follows the keys down
        // but stops at the bottom of the screen: only the keys go further.
        let barTop = controllerAccessoryFrame?.minY ?? .infinity
        for fraction in [1.0 / 3, 2.0 / 3] {
            let moved = docked.offsetBy(dx: 0, dy: (docked.height * fraction).rounded())
            let end = moved.minY <= barTop ? moved : Rect(x: moved.x, y: barTop, width: moved.width, height: moved.height)
            steps.append(.engineNote(.interactiveDragStep(y: end.minY)))
            keyboard.frame = end
            layoutAfterKeyboardMoved(&steps)
        }
        if cancelled {
            steps.append(.engineNote(.letGoEarly))
            postShow(end: docked, isLocal: isLocal, heightConfirmed: confirmed, timing: .standard, &steps)
        } else if !resignToControllerAccessory(timing: .interactive, &steps) {
            steps.append(.engineNote(.letGoLow(field: field)))
            hideSequence(timing: .interactive, &steps)
            firstResponder = nil
            inputs.loaded = nil
        }
    }
}
