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
                steps.append(.engineNote(.kindGrows(kind)))
            }
            postShow(end: dockedFrame(height: height.value), isLocal: true, heightConfirmed: heightConfirmed(height),
                     timing: .standard, &steps)
        }
    }

    /// `:drag-dismiss interactive|on-drag [cancel]`: the user drags the scroll
    /// view. `.onDrag`: the keyboard hides at once (the normal hide sequence).
    /// `.interactive`: the keyboard follows the finger: WillChangeFrame /
    /// DidChangeFrame at each step with duration 0; let go low enough and it
    /// hides (WillHide, duration 0); `cancel` lets go early: it goes back up
    /// and WillShow is posted again.
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
        // Sources disagree on the notifications during the drag: an estimate.
        steps.append(.engineNote(.interactiveEstimate))
        let docked = keyboard.frame
        let isLocal = keyboard.isLocal, confirmed = keyboard.heightConfirmed
        // Two steps of the finger: a third and two thirds of the way down.
        for fraction in [1.0 / 3, 2.0 / 3] {
            let begin = keyboard.frame
            let end = docked.offsetBy(dx: 0, dy: (docked.height * fraction).rounded())
            let info = userInfo(begin, end, isLocal: isLocal, heightConfirmed: confirmed, timing: .interactive)
            post(.willChangeFrame, info, &steps)
            keyboard.frame = end
            layoutAfterKeyboardMoved(&steps)
            post(.didChangeFrame, info, &steps)
        }
        if cancelled {
            steps.append(.engineNote(.letGoEarly))
            postShow(end: docked, isLocal: isLocal, heightConfirmed: confirmed, timing: .standard, &steps)
        } else {
            steps.append(.engineNote(.letGoLow(field: field)))
            hideSequence(timing: .interactive, &steps)
            firstResponder = nil
        }
    }
}
