import KeyboardSim

/// A first-responder change the learner's code asked for, waiting for the
/// event that ran the code to end.
enum ResponderRequest: Equatable {
    /// `field.becomeFirstResponder()`.
    case focus(String)
    /// `resignFirstResponder()` or `endEditing(true)` on the first responder.
    case resign
    /// `present(_:animated:)` by the screen's controller, with the presented
    /// controller's style.
    case present(PresentationStyle)
    /// `dismiss(animated:)` of what the screen's controller presented.
    case dismissPresented
    /// `reloadInputViews()`.
    case reloadInputViews
}

extension ControllerBinding {
    /// How many requests in a row, each asked by the handlers the previous one
    /// ran, are carried out (two fields that focus each other, or a WillShow
    /// handler that resigns and a DidHide handler that focuses again, would
    /// never stop otherwise).
    static let focusChainLimit = 8

    /// Carries out what the learner's code asked of the first responder, in the
    /// order it asked, once the event that ran the code is over: the engine's
    /// show or hide sequence follows with the notifications UIKit posts. UIKit
    /// starts it inside the calling handler; keylab waits so that two keyboard
    /// sequences never interleave and a handler never runs inside another
    /// (a resign inside keyboardWillHide, for one, would post keyboardWillHide
    /// again without end). A request with nothing left to do (the field is
    /// already first responder, or nothing is) is dropped.
    func applyRequests(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        var rounds = 0
        while !pendingRequests.isEmpty {
            let request = pendingRequests.removeFirst()
            if request == .dismissPresented {
                sim.dismissPresentedFromCode(&steps)
                continue
            }
            guard sim.screenVisible else { continue }
            switch request {
            case .focus(let field):
                guard sim.firstResponder != field else { continue }
                guard rounds < ControllerBinding.focusChainLimit else {
                    return stopChain(field: field, &steps)
                }
                rounds += 1
                sim.focusFromCode(field, &steps)
            case .resign:
                guard let field = sim.firstResponder else { continue }
                guard rounds < ControllerBinding.focusChainLimit else {
                    return stopChain(field: field, &steps)
                }
                rounds += 1
                steps.append(.note("\(field).resignFirstResponder()  // asked by \(className)"))
                sim.resignFromCode(&steps)
            case .present(let style):
                sim.presentFromCode(style, &steps)
            case .dismissPresented:
                break
            case .reloadInputViews:
                sim.reloadInputViewsFromCode(&steps)
            }
        }
    }

    private func stopChain(field: String, _ steps: inout [TraceStep]) {
        pendingRequests = []
        steps.append(.engineNote(.focusChainStopped(field: field, limit: ControllerBinding.focusChainLimit)))
    }
}

extension ControllerBinding {
    /// Reads the controller's own `inputAccessoryView` (when its
    /// `canBecomeFirstResponder` is true) and puts the bar on the screen.
    func installControllerAccessory(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard repl.declaresFunction("_keylabControllerAccessory"),
              let numbers = repl.call(function: "_keylabControllerAccessory", arguments: []).value?.numbers,
              numbers.count == 2, numbers[0] > 0, numbers[0].isFinite else { return }
        let k = Int(numbers[1])
        let composer = k >= 0 && k < sim.views.count ? sim.views[k].name : nil
        steps.append(.note("\(className).inputAccessoryView: \(formatNumber(numbers[0])) pt high, canBecomeFirstResponder true"))
        sim.setControllerAccessoryFromCode(numbers[0], composer: composer, &steps)
    }
}
