/// Keyboards that change while up: switching keyboard kinds with the globe
/// key, and dismissing by dragging a scroll view (`keyboardDismissMode`).
extension Simulation {
    /// `:keyboard emoji|cjk|third-party|standard`. With the keyboard up, the
    /// new keyboard posts the show sequence again with its own frame (twice,
    /// growing, for CJK and third-party keyboards); hidden, it is remembered
    /// for the next focus.
    mutating func switchKeyboard(to kind: KeyboardKind, _ steps: inout [TraceStep]) throws(SimError) {
        guard kind != keyboardKind else {
            steps.append(.note("the \(kind.word) keyboard is already chosen"))
            return
        }
        keyboardKind = kind
        guard keyboard.visible && keyboard.isLocal && !keyboard.floating && !hardwareKeyboard else {
            steps.append(.note("the \(kind.word) keyboard will come up next time"))
            return
        }
        steps.append(.note("the user switches to the \(kind.word) keyboard: the show notifications are posted again"))
        let stages = kind.growsWhileUp ? keyboardStages : [fullKeyboardHeight]
        for (n, height) in stages.enumerated() {
            if n > 0 {
                steps.append(.note("the \(kind.word) keyboard grows while up (its bar arrives): WillShow is posted again"))
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
            throw .eventNotPossible("no keyboard of this app is docked to drag down: focus a field first")
        }
        if mode == .onDrag && cancelled {
            throw .eventNotPossible("only an interactive drag can be cancelled; .onDrag dismisses as soon as the drag starts")
        }
        if mode == .onDrag {
            steps.append(.note("keyboardDismissMode .onDrag: the drag starts and the keyboard goes down"))
            steps.append(.note("\(field).resignFirstResponder()"))
            resign(&steps)
            return
        }
        steps.append(.note("keyboardDismissMode .interactive: the keyboard follows the finger (duration 0)"))
        // Sources disagree on the notifications during the drag: an estimate.
        steps.append(.note("≈ ChangeFrame during the drag is an estimate: iOS 7 posted none (openradar 15341512)"))
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
            steps.append(.note("the finger lets go early: the keyboard goes back up and keyboardWillShow is posted again"))
            postShow(end: docked, isLocal: isLocal, heightConfirmed: confirmed, timing: .standard, &steps)
        } else {
            steps.append(.note("the finger lets go low: the keyboard hides (duration 0) and \(field) resigns"))
            hideSequence(timing: .interactive, &steps)
            firstResponder = nil
        }
    }
}
