/// What the gauntlet compares between two moments: every view's frame in
/// its parent and each scroll view's insets, as `(view, what, value)` in
/// the scene's order. Content offsets are left out: UIKit keeps a scroll
/// position after the keyboard goes, and a scroll to a field depends on
/// where the scroll view was.
struct GauntletLayout: Equatable {
    var values: [(view: String, what: String, value: Double)]

    /// Points two layouts may differ by and still be the same (rounding).
    static let tolerance = 0.5

    init(_ sim: Simulation) {
        values = []
        for v in sim.views {
            values += [(v.name, "x", v.frame.x), (v.name, "y", v.frame.y),
                       (v.name, "width", v.frame.width), (v.name, "height", v.frame.height)]
            if v.kind.isScrollView {
                values += [(v.name, "contentInset.top", v.contentInset.top),
                           (v.name, "contentInset.bottom", v.contentInset.bottom),
                           (v.name, "scrollIndicatorInsets.bottom", v.indicatorInset.bottom)]
            }
        }
    }

    /// The first value that differs from `other`'s: (view, what, mine, theirs).
    func firstDifference(from other: GauntletLayout) -> (view: String, what: String, mine: Double, theirs: Double)? {
        let theirs = Dictionary(other.values.map { ("\($0.view).\($0.what)", $0.value) }, uniquingKeysWith: { a, _ in a })
        for v in values {
            guard let t = theirs["\(v.view).\(v.what)"] else { continue }
            if !(abs(v.value - t) <= GauntletLayout.tolerance) { return (v.view, v.what, v.value, t) }
        }
        return nil
    }

    static func == (a: GauntletLayout, b: GauntletLayout) -> Bool {
        a.firstDifference(from: b) == nil && b.firstDifference(from: a) == nil
    }
}

/// The scene at rest in one orientation and window: where the fields are,
/// which views rest on the bottom of the safe area, and the layout to come back to.
struct GauntletRest {
    var layout: GauntletLayout
    /// Text inputs fully inside the window's safe area, lowest bottom first.
    var fields: [String]
    /// Views resting on the bottom of the safe area: their resting gap to it.
    var bottomViews: [(name: String, gap: Double, frame: Rect)]

    /// How near the safe area's bottom a view must rest to count as sitting on it.
    static let bottomReach = 24.0

    init(_ sim: Simulation) {
        layout = GauntletLayout(sim)
        let w = sim.hostFrame, safe = sim.safeAreaInsets
        let top = w.minY + safe.top, bottom = w.maxY - safe.bottom
        var inside: [(String, Rect)] = []
        var resting: [(String, Double, Rect)] = []
        for v in sim.views where v.parent != nil {
            guard let f = sim.screenFrame(of: v.name) else { continue }
            let fits = f.minY >= top - 0.5 && f.maxY <= bottom + 0.5 && f.minX >= w.minX - 0.5 && f.maxX <= w.maxX + 0.5
                && f.height > 0
            if v.kind.isTextInput && fits { inside.append((v.name, f)) }
            // Inside a scroll view a view moves with the content, not with the keyboard.
            // A bar or a field, not a container that fills the screen.
            if !sim.isInsideScrollView(v.name), f.height > 0, f.height <= w.height / 3, f.minY >= top - 0.5,
               f.maxY >= bottom - GauntletRest.bottomReach, f.maxY <= w.maxY + 0.5 {
                resting.append((v.name, bottom - f.maxY, f))
            }
        }
        fields = inside.sorted { $0.1.maxY > $1.1.maxY }.map(\.0)
        bottomViews = resting.map { (name: $0.0, gap: $0.1, frame: $0.2) }
    }
}

extension Simulation {
    /// Whether a scroll view is among the view's ancestors.
    func isInsideScrollView(_ name: String) -> Bool {
        var parent = view(named: name)?.parent
        while let p = parent, let v = view(named: p) {
            if v.kind.isScrollView { return true }
            parent = v.parent
        }
        return false
    }

    /// Whether another view stands between `name` (at `frame` on the screen) and a keyboard whose
    /// top is `top`: below it, above the keyboard and across part of its width. Such a view
    /// (a send button under a card) sits on the keyboard in its place, so `name` does not.
    /// Its own ancestors and descendants do not count.
    func hasViewBetween(_ name: String, _ frame: Rect, andTop top: Double) -> Bool {
        for v in views where v.name != name && v.parent != nil {
            guard let g = screenFrame(of: v.name), g.height > 0, g.minY >= frame.maxY - 0.5, g.maxY <= top + 0.5,
                  g.minX < frame.maxX, g.maxX > frame.minX,
                  !isAncestor(v.name, of: name), !isAncestor(name, of: v.name) else { continue }
            return true
        }
        return false
    }

    /// Whether `ancestor` contains `name` (at any depth).
    func isAncestor(_ ancestor: String, of name: String) -> Bool {
        var parent = view(named: name)?.parent
        while let p = parent {
            if p == ancestor { return true }
            parent = view(named: p)?.parent
        }
        return false
    }

    /// Whether the scene has a scroll view a user could drag.
    var hasScrollView: Bool { views.contains { $0.kind.isScrollView } }
}
