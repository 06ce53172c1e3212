import KeyboardSim

/// The gauntlet's values in the learner's language: the engine names them
/// with keys and numbers, the catalogue (`GauntletMessage`) words them.
extension Messages {
    /// What a sequence does, in one line.
    func explanation(of sequence: GauntletSequence) -> String {
        let entry: GauntletMessage
        switch sequence {
        case .show: entry = .show
        case .switchFields: entry = .switchFields
        case .emoji: entry = .emoji
        case .cjk: entry = .cjk
        case .thirdParty: entry = .thirdParty
        case .predictiveOn: entry = .predictiveOn
        case .predictiveOff: entry = .predictiveOff
        case .rotate: entry = .rotate
        case .hideShow: entry = .hideShow
        case .cycles: entry = .cycles
        case .disappearAppear: entry = .disappearAppear
        case .pushPop: entry = .pushPop
        case .interactiveDismiss: entry = .interactiveDismiss
        case .hardware: entry = .hardware
        case .undocked: entry = .undocked
        case .splitView: entry = .splitView
        case .pageSheet: entry = .pageSheet
        }
        return text(entry, ["count": String(GauntletSequence.cycleCount)])
    }

    /// The property in one line.
    func name(of property: GauntletProperty) -> String {
        switch property {
        case .fieldVisible: return text(GauntletMessage.fieldVisible)
        case .insideSafeArea: return text(GauntletMessage.insideSafeArea)
        case .sitsOnKeyboard: return text(GauntletMessage.sitsOnKeyboard)
        case .restingLayout: return text(GauntletMessage.restingLayout)
        case .noDrift: return text(GauntletMessage.noDrift)
        case .quietOffScreen: return text(GauntletMessage.quietOffScreen)
        case .keyboardTiming: return text(GauntletMessage.keyboardTiming)
        case .noCrash: return text(GauntletMessage.noCrash)
        case .releasedAfterPop: return text(GauntletMessage.releasedAfterPop)
        }
    }

    /// What broke the property, with its numbers.
    func words(for finding: GauntletFinding) -> String {
        switch finding {
        case .covered(let f, let n): return text(GauntletMessage.covered, ["field": f, "amount": formatNumber(n)])
        case .belowScreen(let f, let n): return text(GauntletMessage.belowScreen, ["field": f, "amount": formatNumber(n)])
        case .aboveSafeArea(let f, let n): return text(GauntletMessage.aboveSafeArea, ["field": f, "amount": formatNumber(n)])
        case .gap(let v, let g, let a):
            return text(GauntletMessage.gap, ["view": v, "gap": formatNumber(g), "allowed": formatNumber(a)])
        case .notRestored(let v, let w, let e, let f):
            return text(GauntletMessage.notRestored, ["view": v, "what": w, "expected": formatNumber(e), "found": formatNumber(f)])
        case .drifted(let v, let w, let a, let f):
            return text(GauntletMessage.drifted, ["view": v, "what": w, "first": formatNumber(a), "found": formatNumber(f)])
        case .handlerOffScreen(let h): return text(GauntletMessage.handlerOffScreen, ["handler": h])
        case .timing(let a):
            return text(GauntletMessage.timing, ["notification": a.notification, "duration": formatNumber(a.duration),
                                                 "curve": a.curve.map { String($0) } ?? "—",
                                                 "givenDuration": formatNumber(a.given.duration), "givenCurve": String(a.given.curve)])
        case .crashed(let m): return text(GauntletMessage.crashed, ["message": m])
        case .stillAlive(let c): return text(GauntletMessage.stillAlive, ["controller": c])
        }
    }

    /// Why a sequence does not apply.
    func words(for skip: GauntletSkip) -> String {
        switch skip {
        case .needsIPad: return text(GauntletMessage.needsIPad)
        case .noFieldFits: return text(GauntletMessage.noFieldFits)
        case .needsTwoFields: return text(GauntletMessage.needsTwoFields)
        case .needsScrollView: return text(GauntletMessage.needsScrollView)
        case .otherOrientationDoesNotFit: return text(GauntletMessage.otherOrientationDoesNotFit)
        case .eventNotPossible(let c, let r): return text(GauntletMessage.eventNotPossible, ["command": c, "reason": r])
        }
    }
}
