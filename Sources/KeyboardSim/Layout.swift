/// Auto Layout-style resolution, one axis at a time. A view's frame on an axis
/// is fixed by two of {start, end, center, size}; with fewer, the missing part
/// comes from the frame given by `:add`; views without pins on an axis keep
/// their current frame there (including one set by hand). Views are resolved in
/// dependency order; a cycle or an over-constrained axis is a `SimError` that
/// names the constraints.
///
/// The solver works on integer indices (no string lookups in the inner loops)
/// so a pass over a few hundred views costs a few microseconds.
extension Simulation {
    /// Runs a layout pass and returns the frames that changed.
    /// On error the scene is left unchanged.
    @discardableResult
    mutating func runLayoutPass() throws(SimError) -> [FrameChange] {
        guard !pins.isEmpty else { return [] }
        let plan: LayoutPlan
        if let cached = layoutPlan {
            plan = cached
        } else {
            plan = try LayoutPlan(self)
            layoutPlan = plan
        }
        // Old frames of the views this pass touched, in first-touch order; used
        // for the change list and to roll back on error (no copy of all views).
        var touched: [(index: Int, old: Rect)] = []
        var seen = [Bool](repeating: false, count: views.count)
        do {
            try plan.evaluate(.vertical, &self, &touched, &seen)
            try plan.evaluate(.horizontal, &self, &touched, &seen)
        } catch {
            for t in touched.reversed() { views[t.index].frame = t.old }
            throw error
        }
        var changes: [FrameChange] = []
        for t in touched where views[t.index].frame != t.old {
            changes.append(FrameChange(view: views[t.index].name, old: t.old, new: views[t.index].frame))
        }
        return changes
    }
}

/// The structure-only part of layout, built once per scene edit: integer
/// indices, which pin fills which slot of which view, and the dependency order
/// per axis. Conflicts and cycles are found here. A cache: it compares equal to
/// any other plan so it never makes two equal scenes unequal.
struct LayoutPlan: Equatable, Sendable {
    static let safeTarget = -1, keyboardTarget = -2, noTarget = -3

    struct AxisPlan: Sendable {
        /// slots[view * 4 + slot] = pin index, -1 when free (slot: start, end, center, size).
        var slots: [Int] = []
        /// Pinned views in dependency order.
        var sorted: [Int] = []
    }

    let parent: [Int]
    let depth: [Int]
    let pinTarget: [Int]
    private(set) var vertical = AxisPlan()
    private(set) var horizontal = AxisPlan()

    static func == (a: LayoutPlan, b: LayoutPlan) -> Bool { true }

    init(_ sim: Simulation) throws(SimError) {
        let n = sim.views.count
        var parent = [Int](repeating: -1, count: n)
        var depth = [Int](repeating: 0, count: n)
        // Views are stored parents-first, so a parent's depth is known before its children's.
        for i in 0..<n {
            if let p = sim.views[i].parent, let pi = sim.index[p] {
                parent[i] = pi
                depth[i] = depth[pi] + 1
            }
        }
        self.parent = parent
        self.depth = depth
        var pv: [Int] = [], pt: [Int] = []
        pv.reserveCapacity(sim.pins.count); pt.reserveCapacity(sim.pins.count)
        for pin in sim.pins {
            pv.append(sim.index[pin.view] ?? 0)
            switch pin.target {
            case .view(let t)?: pt.append(sim.index[t] ?? 0)
            case .safe?: pt.append(Self.safeTarget)
            case .keyboard?: pt.append(Self.keyboardTarget)
            case nil: pt.append(Self.noTarget)
            }
        }
        pinTarget = pt
        vertical = try plan(.vertical, sim, pv)
        horizontal = try plan(.horizontal, sim, pv)
    }

    private static func slot(_ a: Anchor) -> Int {
        switch a {
        case .top, .leading: return 0
        case .bottom, .trailing: return 1
        case .centerX, .centerY: return 2
        case .width, .height: return 3
        }
    }

    private func plan(_ axis: Axis, _ sim: Simulation, _ pinView: [Int]) throws(SimError) -> AxisPlan {
        let n = sim.views.count
        var slots = [Int](repeating: -1, count: n * 4)
        var pinned = [Bool](repeating: false, count: n)
        var order: [Int] = []
        for (k, pin) in sim.pins.enumerated() where pin.anchor.axis == axis && pin.isActive {
            let v = pinView[k]
            let s = Self.slot(pin.anchor)
            if !pinned[v] { pinned[v] = true; order.append(v) }
            if slots[v * 4 + s] >= 0 {
                let dup = [sim.pins[slots[v * 4 + s]].description, pin.description]
                throw .layoutConflict(view: pin.view, axis: axis, pins: dup, reason: .sameAnchorTwice)
            }
            slots[v * 4 + s] = k
        }
        if order.isEmpty { return AxisPlan() }
        for v in order {
            var used = 0
            for s in 0..<4 where slots[v * 4 + s] >= 0 { used += 1 }
            if used > 2 {
                let list = sim.pins.filter { $0.view == sim.views[v].name && $0.anchor.axis == axis && $0.isActive }.map(\.description)
                throw .layoutConflict(view: sim.views[v].name, axis: axis, pins: list,
                                      reason: .moreThanTwo)
            }
        }

        // Dependency edges: the target and every view between the target's and
        // the pinned view's coordinate spaces (their positions enter the conversion).
        var edgeFrom: [Int] = [], edgeTo: [Int] = [], edgePin: [Int] = []
        func addEdge(_ from: Int, _ to: Int, _ pin: Int) {
            if to >= 0 && pinned[to] { edgeFrom.append(from); edgeTo.append(to); edgePin.append(pin) }
        }
        for v in order {
            for s in 0..<4 {
                let k = slots[v * 4 + s]
                guard k >= 0 else { continue }
                let t = pinTarget[k]
                if t == Self.noTarget { continue }
                var a = parent[v]
                var b: Int
                if t >= 0 { addEdge(v, t, k); b = parent[t] } else { b = 0 }
                // Walk both spaces up to their lowest common ancestor.
                while a != b {
                    let da = a >= 0 ? depth[a] : -1, db = b >= 0 ? depth[b] : -1
                    if da >= db { addEdge(v, a, k); a = a >= 0 ? parent[a] : -1 }
                    else { addEdge(v, b, k); b = b >= 0 ? parent[b] : -1 }
                }
            }
        }
        var start = [Int](repeating: 0, count: n + 1)
        for f in edgeFrom { start[f + 1] += 1 }
        for i in 0..<n { start[i + 1] += start[i] }
        var fill = start
        var adjTo = [Int](repeating: 0, count: edgeFrom.count)
        var adjPin = [Int](repeating: 0, count: edgeFrom.count)
        for e in edgeFrom.indices {
            let f = edgeFrom[e]
            adjTo[fill[f]] = edgeTo[e]; adjPin[fill[f]] = edgePin[e]; fill[f] += 1
        }

        // Iterative depth-first topological sort with cycle detection.
        var mark = [UInt8](repeating: 0, count: n)   // 1 visiting, 2 done
        var sorted: [Int] = []
        sorted.reserveCapacity(order.count)
        var stackNode: [Int] = [], stackEdge: [Int] = [], stackVia: [Int] = []
        for root in order where mark[root] == 0 {
            stackNode.append(root); stackEdge.append(start[root]); stackVia.append(-1)
            mark[root] = 1
            while let node = stackNode.last {
                let e = stackEdge[stackEdge.count - 1]
                if e < start[node + 1] {
                    stackEdge[stackEdge.count - 1] = e + 1
                    let next = adjTo[e]
                    if mark[next] == 1 {
                        var cycle: [String] = []
                        if let from = stackNode.firstIndex(of: next) {
                            for j in (from + 1)..<stackNode.count where stackVia[j] >= 0 {
                                cycle.append(sim.pins[stackVia[j]].description)
                            }
                        }
                        cycle.append(sim.pins[adjPin[e]].description)
                        throw .layoutCycle(pins: cycle)
                    }
                    if mark[next] == 0 {
                        mark[next] = 1
                        stackNode.append(next); stackEdge.append(start[next]); stackVia.append(adjPin[e])
                    }
                } else {
                    mark[node] = 2
                    sorted.append(node)
                    stackNode.removeLast(); stackEdge.removeLast(); stackVia.removeLast()
                }
            }
        }
        return AxisPlan(slots: slots, sorted: sorted)
    }

    /// Offset of a coordinate space's origin on screen along one axis (bounds origin applied).
    private func offset(_ space: Int, _ vertical: Bool, _ views: [SimView]) -> Double {
        // Reads single fields: copying a whole SimView would retain its strings.
        var i = space, total = 0.0
        while i >= 0 {
            let scroll = views[i].kind.isScrollView
            if vertical {
                total += views[i].frame.origin.y - (scroll ? views[i].contentOffset.y : 0)
            } else {
                total += views[i].frame.origin.x - (scroll ? views[i].contentOffset.x : 0)
            }
            i = parent[i]
        }
        return total
    }

    /// Computes the frames of the pinned views on one axis, in dependency order.
    func evaluate(_ axis: Axis, _ sim: inout Simulation, _ touched: inout [(index: Int, old: Rect)],
                  _ seen: inout [Bool]) throws(SimError) {
        let isVertical = axis == .vertical
        let plan = isVertical ? vertical : horizontal
        if plan.sorted.isEmpty { return }
        let safe = sim.safeAreaFrame
        let guide = sim.keyboardLayoutGuideFrame
        for v in plan.sorted {
            var s0: Double?, s1: Double?, s2: Double?, s3: Double?
            let spaceOffset = offset(parent[v], isVertical, sim.views)
            for s in 0..<4 {
                let k = plan.slots[v * 4 + s]
                guard k >= 0 else { continue }
                // Single fields, not the whole Pin (which would retain its strings).
                let constant = sim.pins[k].constant
                var value = constant
                if let targetAnchor = sim.pins[k].targetAnchor {
                    let t = pinTarget[k]
                    let rect: Rect, rectSpace: Int
                    switch t {
                    case Self.safeTarget: rect = safe; rectSpace = 0
                    case Self.keyboardTarget: rect = guide; rectSpace = 0
                    default: rect = sim.views[t].frame; rectSpace = parent[t]
                    }
                    let base: Double
                    switch targetAnchor {
                    case .top: base = rect.minY
                    case .bottom: base = rect.maxY
                    case .centerY: base = rect.midY
                    case .leading: base = rect.minX
                    case .trailing: base = rect.maxX
                    case .centerX: base = rect.midX
                    case .width: base = rect.width
                    case .height: base = rect.height
                    }
                    let shift = targetAnchor.isSize ? 0 : offset(rectSpace, isVertical, sim.views) - spaceOffset
                    value = base + shift + constant
                }
                switch s {
                case 0: s0 = value
                case 1: s1 = value
                case 2: s2 = value
                default: s3 = value
                }
            }
            let given = sim.views[v].givenFrame  // a Rect: cheap to copy
            let givenStart = isVertical ? given.y : given.x
            let givenSize = isVertical ? given.height : given.width
            var origin = givenStart, size = givenSize
            switch (s0, s1, s2, s3) {
            case let (s?, e?, _, _): origin = s; size = e - s
            case let (s?, _, _, z?): origin = s; size = z
            case let (_, e?, _, z?): origin = e - z; size = z
            case let (_, _, c?, z?): origin = c - z / 2; size = z
            case let (s?, _, c?, _): origin = s; size = 2 * (c - s)
            case let (_, e?, c?, _): size = 2 * (e - c); origin = e - size
            case let (s?, _, _, _): origin = s
            case let (_, e?, _, _): origin = e - givenSize
            case let (_, _, c?, _): origin = c - givenSize / 2
            case let (_, _, _, z?): size = z
            default: break
            }
            if size < 0 {
                let name = sim.views[v].name
                let list = sim.pins.filter { $0.view == name && $0.anchor.axis == axis && $0.isActive }.map(\.description)
                throw .layoutConflict(view: name, axis: axis, pins: list,
                                      reason: .negativeSize(vertical: isVertical, size: size))
            }
            let old = sim.views[v].frame
            if !seen[v] { seen[v] = true; touched.append((v, old)) }
            if isVertical {
                sim.views[v].frame.origin.y = origin; sim.views[v].frame.size.height = size
            } else {
                sim.views[v].frame.origin.x = origin; sim.views[v].frame.size.width = size
            }
        }
    }
}
