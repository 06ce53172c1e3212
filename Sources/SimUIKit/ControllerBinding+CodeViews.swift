import KeyboardSim
import SwiftSubset

/// Views the learner's code makes (`let bar = UIToolbar()`, `UITextField()`, a
/// view class of theirs) become views of the scene once the code has put them
/// inside the screen's root view: drawn, in the frame table and `:json`,
/// focusable by name, moved by handlers and judged by verdicts. Each is named
/// by the controller's property that holds it, else by its
/// `accessibilityIdentifier`, else by keylab (`toolbar1`). A view taken out of
/// the root view's tree (`removeFromSuperview()`) leaves the scene.
extension ControllerBinding {
    /// Tells the prelude which of the controller's properties hold views (its own and
    /// its learner-declared superclasses'), so a view made in code is named by them.
    func setPropertyViews(className: String) {
        let classes = repl.declaredClasses
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var chain: [DeclaredClass] = []
        var next: String? = className
        while let name = next, let c = byName[name], c.module != "UIKit" {
            chain.append(c)
            next = c.superclasses.first
        }
        var names: [String] = []
        for c in chain.reversed() {
            for p in c.properties where OutletPlan.isView(OutletPlan.bareType(p.type), byName) && !names.contains(p.name) {
                names.append(p.name)
            }
        }
        let source = ControllerBinding.propertyViewsSource(className: className, names: names)
        guard source != propertyViewsSource else { return }
        propertyViewsSource = source
        guard repl.evaluateHostSource(source, interrupt: interrupt).failed else { return }
        // A property keylab's code cannot read from outside the class (`private let bar`):
        // the others still name their views.
        let readable = names.filter { name in
            !repl.evaluateHostSource("_ = { (c: \(className)) -> UIView? in c.\(name) as UIView? }", interrupt: interrupt).failed
        }
        _ = repl.evaluateHostSource(ControllerBinding.propertyViewsSource(className: className, names: readable), interrupt: interrupt)
    }

    /// The Swift source that lists the controller's view properties for `_keylabNewViews`.
    static func propertyViewsSource(className: String, names: [String]) -> String {
        let list = names.map { "c.\($0) as UIView?" }.joined(separator: ", ")
        return """
            _keylabLayoutNowHook = { _keylabLayoutNow() }
            _keylabPropertyNames = [\(names.map { "\"\($0)\"" }.joined(separator: ", "))]
            _keylabPropertyViews = { (controller: UIViewController) -> [UIView?] in
                guard let c = controller as? \(className) else { return [] }
                return [\(list)]
            }
            """
    }

    /// Takes the views the previous controller made in code off the screen (a new
    /// controller makes its own).
    func forgetCodeViews(_ sim: inout Simulation) {
        guard repl.call(function: "_keylabHasCodeViews", arguments: []).value == .bool(true) else { return }
        for name in codeViewNames where sim.view(named: name) != nil {
            try? sim.removeView(name)
        }
        codeViewNames = []
        _ = repl.call(function: "_keylabForgetCodeViews", arguments: [])
        // The prelude's views (a root view of the controller's own among them) are made afresh.
        sceneViews = []
    }

    /// Adds the views the code just put inside the root view to the scene and removes
    /// those it took out, then hands the prelude the scene's new order.
    func adoptCodeViews(_ sim: inout Simulation, _ steps: inout [TraceStep]) {
        guard let lines = repl.call(function: "_keylabNewViews", arguments: []).value?.strings, !lines.isEmpty,
              let adopted = adopt(lines, &sim, &steps) else { return }
        _ = repl.call(function: "_keylabAdopt", arguments: [.array(adopted.names.map(HostValue.string)),
                                                            .array(adopted.order.map(HostValue.string))])
    }

    /// The scene's side of `adoptCodeViews`: applies `_keylabNewViews`' lines; returns the
    /// found views' scene names and the scene's new order for `_keylabAdopt` (nil: no lines).
    func adopt(_ lines: [String], _ sim: inout Simulation, _ steps: inout [TraceStep]) -> (names: [String], order: [String])? {
        guard !lines.isEmpty else { return nil }
        let before = sim.views.map(\.name)
        var gone: [String] = []
        var found: [[String]] = []
        for line in lines {
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if f.count == 2, f[0] == "gone", let k = Int(f[1]), k > 0, k < before.count {
                gone.append(before[k])
            } else if f.count == 9, f[0] == "new" {
                found.append(f)
            }
        }
        for name in gone where sim.view(named: name) != nil {
            try? sim.removeView(name)
            codeViewNames.remove(name)
            steps.append(.engineNote(.codeViews(.removed(name: name))))
        }
        var names: [String] = []
        for f in found {
            names.append(addCodeView(f, names: names, before: before, &sim, &steps))
        }
        // The prelude's views become the scene's again, in its order (their handles): no rebuild.
        sceneViews = sim.views.map { ($0.name, $0.kind, $0.parent) }
        return (names, sim.views.map(\.name))
    }

    /// Adds one view found by `_keylabNewViews` (`new|KIND|CLASS|PARENT|NAME|x|y|w|h`);
    /// returns its scene name, or "" when it could not be added (its parent was not).
    private func addCodeView(_ f: [String], names: [String], before: [String],
                             _ sim: inout Simulation, _ steps: inout [TraceStep]) -> String {
        let kind = ViewKind(rawValue: f[1]) ?? .view
        var parent: String?
        let position = f[3].dropFirst(2)
        if f[3].hasPrefix("s:"), let k = Int(position), k >= 0, k < before.count {
            parent = before[k]
        } else if f[3].hasPrefix("n:"), let j = Int(position), j >= 0, j < names.count, !names[j].isEmpty {
            parent = names[j]
        }
        let numbers = f[5...8].compactMap { Double($0) }
        guard let parent, sim.view(named: parent) != nil, numbers.count == 4 else { return "" }
        let frame = Rect(x: numbers[0], y: numbers[1], width: max(0, numbers[2]), height: max(0, numbers[3]))
        var name = f[4]
        var namedByKeylab = false
        if !Simulation.isValidViewName(name) {
            name = kind.rawValue
            namedByKeylab = true
        }
        name = uniqueName(name, in: sim, numbered: namedByKeylab)
        do {
            try sim.addView(kind: kind, name: name, frame: frame, parent: parent)
        } catch {
            return ""
        }
        codeViewNames.insert(name)
        steps.append(.engineNote(.codeViews(.added(name: name, className: f[2], parent: parent, frame: frame))))
        if namedByKeylab { steps.append(.engineNote(.codeViews(.namedByKeylab(name: name)))) }
        return name
    }

    /// `base` if no view has it (and `numbered` is false), else `base` followed by the first free number from 1 (2 when `base` itself is a name already taken).
    private func uniqueName(_ base: String, in sim: Simulation, numbered: Bool) -> String {
        if !numbered && sim.view(named: base) == nil { return base }
        var k = numbered ? 1 : 2
        while sim.view(named: "\(base)\(k)") != nil { k += 1 }
        return "\(base)\(k)"
    }
}
