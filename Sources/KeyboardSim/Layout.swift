/// Auto Layout-style resolution, one axis at a time. A view's frame on an axis
/// is fixed by two of {start, end, center, size}; with fewer, the missing part
/// comes from the frame given by `:add`; views without pins on an axis keep
/// their current frame there (including one set by hand). Views are resolved in
/// dependency order; a cycle or an over-constrained axis is a `SimError` that
/// names the constraints.
extension Simulation {
    /// Runs a layout pass and returns the frames that changed.
    /// On error the scene is left unchanged.
    @discardableResult
    mutating func runLayoutPass() throws(SimError) -> [FrameChange] {
        let before = views
        var changed: [String: Rect] = [:]
        do {
            for axis in [Axis.vertical, Axis.horizontal] {
                try resolve(axis: axis, changed: &changed)
            }
        } catch {
            views = before
            throw error
        }
        var changes: [FrameChange] = []
        for (i, v) in views.enumerated() where before[i].frame != v.frame {
            changes.append(FrameChange(view: v.name, old: before[i].frame, new: v.frame))
        }
        return changes
    }

    private enum Slot: Int { case start, end, center, size }

    private static func slot(_ a: Anchor) -> Slot {
        switch a {
        case .top, .leading: return .start
        case .bottom, .trailing: return .end
        case .centerX, .centerY: return .center
        case .width, .height: return .size
        }
    }

    private mutating func resolve(axis: Axis, changed: inout [String: Rect]) throws(SimError) {
        var byView: [String: [Pin]] = [:]
        var order: [String] = []
        for pin in pins where pin.anchor.axis == axis {
            if byView[pin.view] == nil { order.append(pin.view) }
            byView[pin.view, default: []].append(pin)
        }
        if byView.isEmpty { return }
        for name in order { try checkConflicts(name, axis, byView[name] ?? []) }

        // Dependencies: the target, and every view between the target's and the
        // pinned view's coordinate spaces (their positions enter the conversion).
        var deps: [String: [(String, Pin)]] = [:]
        for name in order {
            for pin in byView[name] ?? [] {
                for d in dependencies(of: pin) where byView[d] != nil {
                    deps[name, default: []].append((d, pin))
                }
            }
        }
        // Depth-first topological order with cycle detection.
        var mark: [String: Int] = [:]   // 1 visiting, 2 done
        var sorted: [String] = []
        var stack: [(String, Pin?)] = []
        func visit(_ n: String, via: Pin?) throws(SimError) {
            if mark[n] == 2 { return }
            if mark[n] == 1 {
                var cycle: [String] = []
                if let start = stack.firstIndex(where: { $0.0 == n }) {
                    cycle = stack[(start + 1)...].compactMap { $0.1?.description }
                }
                if let via { cycle.append(via.description) }
                throw .layoutCycle(pins: cycle)
            }
            mark[n] = 1
            stack.append((n, via))
            for (d, pin) in deps[n] ?? [] { try visit(d, via: pin) }
            stack.removeLast()
            mark[n] = 2
            sorted.append(n)
        }
        for name in order { try visit(name, via: nil) }

        for name in sorted {
            guard let i = index[name] else { continue }
            var values: [Slot: (Double, Pin)] = [:]
            for pin in byView[name] ?? [] {
                values[Self.slot(pin.anchor)] = (anchorValue(of: pin, axis: axis), pin)
            }
            let given = views[i].givenFrame
            let givenStart = axis == .vertical ? given.y : given.x
            let givenSize = axis == .vertical ? given.height : given.width
            var start = givenStart, size = givenSize
            let s = values[.start]?.0, e = values[.end]?.0, c = values[.center]?.0, z = values[.size]?.0
            switch (s, e, c, z) {
            case let (s?, e?, _, _): start = s; size = e - s
            case let (s?, _, _, z?): start = s; size = z
            case let (_, e?, _, z?): start = e - z; size = z
            case let (_, _, c?, z?): start = c - z / 2; size = z
            case let (s?, _, c?, _): start = s; size = 2 * (c - s)
            case let (_, e?, c?, _): size = 2 * (e - c); start = e - size
            case let (s?, _, _, _): start = s
            case let (_, e?, _, _): start = e - givenSize
            case let (_, _, c?, _): start = c - givenSize / 2
            case let (_, _, _, z?): size = z
            default: break
            }
            if size < 0 {
                let names = (byView[name] ?? []).map(\.description)
                throw .layoutConflict(view: name, axis: axis, pins: names,
                                      reason: "they give a negative \(axis == .vertical ? "height" : "width") (\(formatNumber(size)))")
            }
            var f = views[i].frame
            if axis == .vertical { f.origin.y = start; f.size.height = size } else { f.origin.x = start; f.size.width = size }
            views[i].frame = f
            changed[name] = f
        }
    }

    private func checkConflicts(_ name: String, _ axis: Axis, _ list: [Pin]) throws(SimError) {
        var seen: [Slot: [Pin]] = [:]
        for pin in list { seen[Self.slot(pin.anchor), default: []].append(pin) }
        if let dup = seen.values.first(where: { $0.count > 1 }) {
            throw .layoutConflict(view: name, axis: axis, pins: dup.map(\.description),
                                  reason: "the same anchor is pinned twice")
        }
        if seen.count > 2 {
            throw .layoutConflict(view: name, axis: axis, pins: list.map(\.description),
                                  reason: "more than two of start/end/center/size")
        }
    }

    /// Views whose frames a pin's value depends on.
    private func dependencies(of pin: Pin) -> [String] {
        guard let target = pin.target else { return [] }
        let aChain = ancestors(ofSpace: view(named: pin.view)?.parent)
        var result: [String] = []
        let tChain: [String]
        if case .view(let t) = target {
            result.append(t)
            tChain = ancestors(ofSpace: view(named: t)?.parent)
        } else {
            tChain = [Simulation.rootName]
        }
        let tSet = Set(tChain)
        var lca: String?
        for a in aChain where tSet.contains(a) { lca = a; break }
        for a in aChain { if a == lca { break }; result.append(a) }
        for t in tChain { if t == lca { break }; result.append(t) }
        return result
    }

    /// A coordinate space and all its ancestors, nearest first.
    private func ancestors(ofSpace name: String?) -> [String] {
        var list: [String] = []
        var current = name
        while let c = current {
            list.append(c)
            current = view(named: c)?.parent
        }
        return list
    }

    /// The value `target.targetAnchor + constant` (or the size constant) in the
    /// pinned view's parent's coordinates.
    private func anchorValue(of pin: Pin, axis: Axis) -> Double {
        guard let target = pin.target, let targetAnchor = pin.targetAnchor else { return pin.constant }
        let parent = view(named: pin.view)?.parent
        var rect: Rect
        switch target {
        case .view(let t):
            let tv = view(named: t)
            rect = convert(tv?.frame ?? .zero, from: tv?.parent, to: parent) ?? .zero
        case .safe:
            rect = convert(safeAreaFrame, from: Simulation.rootName, to: parent) ?? .zero
        case .keyboard:
            rect = convert(keyboardLayoutGuideFrame, from: Simulation.rootName, to: parent) ?? .zero
        }
        let v: Double
        switch targetAnchor {
        case .top: v = rect.minY
        case .bottom: v = rect.maxY
        case .centerY: v = rect.midY
        case .leading: v = rect.minX
        case .trailing: v = rect.maxX
        case .centerX: v = rect.midX
        case .width: v = rect.width
        case .height: v = rect.height
        }
        return v + pin.constant
    }
}
