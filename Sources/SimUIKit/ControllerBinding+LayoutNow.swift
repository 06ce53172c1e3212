import KeyboardSim
import SwiftSubset

/// `layoutIfNeeded()` lays out at the moment it is called, as in UIKit: the
/// prelude hands keylab what the code changed so far (`_keylabLayoutNow`,
/// through `_hostCall`: requests, constraints, views made in code), keylab
/// applies it to the scene and runs the layout pass; the views' host-backed
/// getters then read the new frames. keylab never calls back into the session here: everything
/// travels in the call's arguments and its answer.
extension ControllerBinding {
    /// Answers a `_hostCall` of the prelude.
    func answerHost(_ name: String, _ arguments: [String]) -> [String] {
        switch name {
        case "canLayoutNow": return liveSim == nil ? [] : ["1"]
        case "adoptNow": return adoptNow(arguments)
        case "layoutIfNeeded": return layoutNow(arguments)
        default: return []
        }
    }

    /// The first half: `arguments` are two counted sections (a count, then that many items),
    /// `_keylabRead`'s numbers (requests and named constraints) and `_keylabNewViews`' lines. The answer: counted sections of
    /// the found views' scene names and the scene's order (empty: nothing to adopt), for
    /// `_keylabAdopt`, after which the constraints' lines name the new views.
    private func adoptNow(_ arguments: [String]) -> [String] {
        flushLiveWrites()
        guard var sim = liveSim else { return [] }
        var k = 0
        let numbers = ControllerBinding.section(arguments, &k).compactMap(Double.init)
        let found = ControllerBinding.section(arguments, &k)
        var steps: [TraceStep] = []
        apply(read: numbers, to: &sim, &steps)
        let adopted = adopt(found, &sim, &steps)
        var answer: [String] = []
        for list in [adopted?.names ?? [], adopted?.order ?? []] {
            answer.append(String(list.count))
            answer += list
        }
        liveSim = sim
        liveSimChanged = true
        layoutNowSteps += steps
        return answer
    }

    /// The second half: `arguments` is one counted section, the constraint requests. keylab
    /// applies them and lays out; the answer is `_keylabSync`'s arguments as counted sections
    /// (constants, the first responder, the screen's numbers, which named constraints are
    /// active). The views' new frames need no answer: their getters read the laid-out scene.
    private func layoutNow(_ arguments: [String]) -> [String] {
        flushLiveWrites()
        guard var sim = liveSim else { return [] }
        var k = 0
        let requests = ControllerBinding.section(arguments, &k)
        var steps: [TraceStep] = []
        applyLayoutRequests(requests, &sim, &steps)
        sim.layoutNow(inKeyboardAnimation: liveInWillHandler, &steps)
        var answer: [String] = []
        for value in syncArguments(sim) {
            let items: [String]
            switch value {
            case .array(let xs): items = xs.map(ControllerBinding.text)
            default: items = [ControllerBinding.text(value)]
            }
            answer.append(String(items.count))
            answer += items
        }
        liveSim = sim
        liveSimChanged = true
        layoutNowSteps += steps
        return answer
    }

    /// The counted section at `k` (a count, then that many items); `k` moves past it.
    static func section(_ list: [String], _ k: inout Int) -> [String] {
        guard k < list.count, let n = Int(list[k]), n >= 0, k + 1 + n <= list.count else {
            k = list.count
            return []
        }
        defer { k += 1 + n }
        return Array(list[(k + 1)..<(k + 1 + n)])
    }

    /// A value of `_keylabSync`'s arguments as the prelude reads it back.
    static func text(_ value: HostValue) -> String {
        switch value {
        case .int(let x): return String(x)
        case .double(let x): return "\(x)"
        case .bool(let x): return x ? "1" : "0"
        case .string(let x): return x
        default: return ""
        }
    }
}
