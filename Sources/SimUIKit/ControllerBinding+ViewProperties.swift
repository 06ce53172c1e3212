import KeyboardSim
import SwiftSubset

/// Views' state as host-backed properties (DESIGN.md §8): the prelude's UIView
/// holds its scene handle (`_index`, the view's place in the scene) and its
/// geometry getters and setters ask keylab's scene through
/// `_hostNumbers(property, handle, numbers)`. Nothing is copied into the views
/// before a notification and nothing is read back after it: while the
/// learner's code runs, a getter reads the scene and a setter changes it.
///
/// A new UIKit property is one entry in `viewProperties` and one accessor in
/// the prelude.
struct HostViewProperty: Sendable {
    /// Whether a write waits in `liveWrites` until the code returns (frames, offsets, insets:
    /// the writes a handler makes most). The live scene is shared with the engine's while the
    /// code runs, so changing it copies every view; a waiting write is read back from the
    /// list instead. The others change the live scene at once (other properties read them).
    var deferred = false
    /// The property's numbers as the scene holds them (empty: the prelude keeps its own value).
    let read: @Sendable (SimView, Simulation) -> [Double]
    /// Sets the property in the scene as the learner's code did; notes for the trace go to `steps`.
    let write: @Sendable (_ sim: inout Simulation, _ view: SimView, _ numbers: [Double], _ steps: inout [TraceStep]) -> Void
}

extension ControllerBinding {
    /// The views' host-backed properties, by the name the prelude asks for.
    static let viewProperties: [String: HostViewProperty] = [
        // Where the view is, in its superview's coordinates.
        "frame": HostViewProperty(
            deferred: true,
            read: { v, _ in [v.frame.x, v.frame.y, v.frame.width, v.frame.height] },
            write: { sim, v, n, _ in
                guard n.count == 4 else { return }
                sim.setFrameFromCode(v.name, Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
            }),
        // A scroll view's bounds origin is its content offset. Another view's bounds
        // origin is not part of the scene: the prelude keeps what the code set.
        "boundsOrigin": HostViewProperty(
            deferred: true,
            read: { v, _ in v.kind.isScrollView ? [v.contentOffset.x, v.contentOffset.y] : [] },
            write: { sim, v, n, _ in
                guard n.count == 2, v.kind.isScrollView else { return }
                sim.setScrollStateFromCode(v.name, contentOffset: Point(x: n[0], y: n[1]),
                                           contentInset: v.contentInset, indicatorInset: v.indicatorInset)
            }),
        "contentSize": HostViewProperty(
            read: { v, _ in v.kind.isScrollView ? [v.contentSize.width, v.contentSize.height] : [] },
            // keylab's scene sizes content itself (`:content`); a size from code stays the prelude's.
            write: { _, _, _, _ in }),
        "contentInset": HostViewProperty(
            deferred: true,
            read: { v, _ in v.kind.isScrollView ? insetNumbers(v.contentInset) : [] },
            write: { sim, v, n, _ in
                guard let inset = insets(n), v.kind.isScrollView else { return }
                sim.setScrollStateFromCode(v.name, contentOffset: v.contentOffset, contentInset: inset, indicatorInset: v.indicatorInset)
            }),
        "indicatorInset": HostViewProperty(
            deferred: true,
            read: { v, _ in v.kind.isScrollView ? insetNumbers(v.indicatorInset) : [] },
            write: { sim, v, n, _ in
                guard let inset = insets(n), v.kind.isScrollView else { return }
                sim.setScrollStateFromCode(v.name, contentOffset: v.contentOffset, contentInset: v.contentInset, indicatorInset: inset)
            }),
        // What the system adds to the content inset (`adjustedContentInset − contentInset`): read only.
        "systemInset": HostViewProperty(
            read: { v, sim in
                guard v.kind.isScrollView, let a = sim.adjustedContentInset(of: v.name) else { return [] }
                let c = v.contentInset
                return [a.top - c.top, a.left - c.left, a.bottom - c.bottom, a.right - c.right]
            },
            write: { _, _, _, _ in }),
        // 1 when the system adds the safe area (any behaviour but `.never`), else 0.
        "insetAdjustment": HostViewProperty(
            read: { v, _ in v.kind.isScrollView ? [v.adjustsForSafeArea ? 1 : 0] : [] },
            write: { sim, v, n, steps in
                guard n.count == 1, v.kind.isScrollView, (n[0] == 1) != v.adjustsForSafeArea else { return }
                let automatic = n[0] == 1
                steps.append(.note("\(v.name).contentInsetAdjustmentBehavior = \(automatic ? ".automatic" : ".never")"))
                // A scroll view's kind was checked above: this cannot fail.
                try? sim.setInsetAdjustment(v.name, automatic: automatic)
            }),
        "alwaysBounceVertical": HostViewProperty(
            read: { v, _ in v.kind.isScrollView ? [v.alwaysBounceVertical ? 1 : 0] : [] },
            write: { sim, v, n, steps in
                guard n.count == 1, v.kind.isScrollView, (n[0] == 1) != v.alwaysBounceVertical else { return }
                steps.append(.note("\(v.name).alwaysBounceVertical = \(n[0] == 1)"))
                sim.setAlwaysBounceVertical(v.name, n[0] == 1)
            }),
        // The controller's `additionalSafeAreaInsets`, kept on its root view. Written only
        // (the prelude keeps the value the code reads).
        "additionalSafeArea": HostViewProperty(
            read: { _, _ in [] },
            write: { sim, v, n, steps in
                guard v.name == Simulation.rootName, let inset = insets(n), inset != sim.additionalSafeArea else { return }
                steps.append(.note("additionalSafeAreaInsets = (top: \(formatNumber(inset.top)), left: \(formatNumber(inset.left)), "
                                   + "bottom: \(formatNumber(inset.bottom)), right: \(formatNumber(inset.right)))"))
                sim.setAdditionalSafeArea(inset)
            }),
        // A text input's accessory height (`inputAccessoryView`, `:accessory`).
        "accessoryHeight": HostViewProperty(
            read: { v, _ in v.kind.isTextInput ? [v.accessoryHeight] : [] },
            write: { sim, v, n, steps in
                guard n.count == 1, v.kind.isTextInput, n[0] != v.accessoryHeight else { return }
                steps.append(.note("\(v.name).inputAccessoryView: \(formatNumber(n[0])) pt high"))
                // A text input, a finite height from a frame: only a negative height is refused.
                try? sim.setAccessory(v.name, height: max(0, n[0]))
            }),
        // A text input's custom inputView height (-1: none, the system keyboard). Written only.
        "inputViewHeight": HostViewProperty(
            read: { _, _ in [] },
            write: { sim, v, n, steps in
                guard n.count == 1, v.kind.isTextInput else { return }
                let input: Double? = n[0] < 0 ? nil : n[0]
                guard input != sim.inputs.inputViews[v.name] else { return }
                steps.append(.note("\(v.name).inputView: " + (input.map { "\(formatNumber($0)) pt high" } ?? "nil")))
                // A text input of the scene, a height from a frame: cannot fail.
                if let notes = try? sim.setInputView(v.name, height: input) { steps += notes }
            }),
        // A text input's `keyboardType` raw value. Written only (the prelude keeps the case set).
        "keyboardType": HostViewProperty(
            read: { _, _ in [] },
            write: { sim, v, n, steps in
                guard n.count == 1, v.kind.isTextInput else { return }
                let type = KeyboardType(uikitRawValue: Int(n[0])) ?? .default
                guard type != (sim.inputs.keyboardTypes[v.name] ?? .default) else { return }
                steps.append(.note("\(v.name).keyboardType = .\(type)"))
                try? sim.setKeyboardType(v.name, type)
            }),
    ]

    private static func insetNumbers(_ i: EdgeInsets) -> [Double] { [i.top, i.left, i.bottom, i.right] }

    private static func insets(_ n: [Double]) -> EdgeInsets? {
        guard n.count == 4, n.allSatisfy(\.isFinite) else { return nil }
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// Answers `_hostNumbers(property, handle, numbers)`: an empty `numbers` reads the
    /// property of the scene's view `handle`, any other writes it. While the learner's code
    /// runs inside `run` this is the live scene (with the writes waiting in `liveWrites`);
    /// between events it is the scene as the last event left it, and writes wait for the
    /// next piece of code (`applyPendingWrites`). An unknown property or handle answers
    /// empty (the prelude keeps its own value).
    func answerNumbers(_ name: String, _ handle: Int, _ numbers: [Double]) -> [Double] {
        guard let property = ControllerBinding.viewProperties[name],
              handle >= 0, handle < sceneViews.count else { return [] }
        // The handle is the view's place in the scene the prelude was built for.
        let viewName = sceneViews[handle].name
        if let live = liveSim {
            guard let view = live.view(named: viewName) else { return [] }
            if numbers.isEmpty {
                if property.deferred, let waiting = liveWrites.last(where: { $0.view == viewName && $0.property == name }) {
                    return waiting.numbers
                }
                return property.read(view, live)
            }
            if property.deferred {
                liveWrites.append((name, viewName, numbers))
                return []
            }
            flushLiveWrites()
            guard var sim = liveSim, let current = sim.view(named: viewName) else { return [] }
            // Taken out while it changes, so the scene is copied at most once.
            liveSim = nil
            property.write(&sim, current, numbers, &layoutNowSteps)
            liveSim = sim
            liveSimChanged = true
            return []
        }
        guard var sim = restingSim, let view = sim.view(named: viewName) else { return [] }
        if numbers.isEmpty { return property.read(view, sim) }
        restingSim = nil
        var ignored: [TraceStep] = []
        property.write(&sim, view, numbers, &ignored)
        restingSim = sim
        pendingWrites.append((name, viewName, numbers))
        return []
    }

    /// Puts the writes waiting in `liveWrites` into the live scene (before a write that
    /// changes it at once, and before `layoutIfNeeded()` lays it out).
    func flushLiveWrites() {
        guard !liveWrites.isEmpty, var sim = liveSim else { return }
        liveSim = nil
        apply(liveWrites, to: &sim, &layoutNowSteps)
        liveWrites = []
        liveSim = sim
        liveSimChanged = true
    }

    /// Applies host-backed writes (property, view name, numbers) to `sim` in order.
    func apply(_ writes: [(property: String, view: String, numbers: [Double])], to sim: inout Simulation,
               _ steps: inout [TraceStep]) {
        for w in writes {
            guard let property = ControllerBinding.viewProperties[w.property], let view = sim.view(named: w.view) else { continue }
            property.write(&sim, view, w.numbers, &steps)
        }
    }

    /// Writes the code made between events (at the prompt, in an initializer) reach the
    /// scene before the next piece of code runs.
    func applyPendingWrites(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard !pendingWrites.isEmpty else { return }
        apply(pendingWrites, to: &sim, &steps)
        pendingWrites = []
    }

    /// The scene as an event (or an install) left it: what the views' getters read
    /// between events. Let go as soon as code runs again, so the engine's changes to
    /// the scene do not copy it.
    public func rest(_ sim: Simulation) {
        restingSim = sim
    }
}
