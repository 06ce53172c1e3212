import KeyboardSim
import SwiftSubset

/// Outlets connected by name, as a storyboard connects them: a stored
/// property of the learner's controller named like a view of the scene (or a
/// pin named with `:pin … as NAME`) whose type the view is.
public struct OutletPlan: Equatable, Sendable {
    /// Properties connected to a view: (property, its type without `?`/`!`).
    public var views: [(name: String, type: String)]
    /// Properties connected to a named constraint.
    public var constraints: [String]
    /// Properties named like a view whose type does not fit it: (property, declared type, the view's class).
    public var mismatches: [(name: String, declared: String, actual: String)]
    /// Scene views that become instances of a subclass, as a storyboard makes a view whose
    /// custom class is set: (view, class), for outlets typed as the learner's own view class.
    public var customClasses: [(name: String, type: String)] = []

    public static func == (a: OutletPlan, b: OutletPlan) -> Bool {
        a.views.map(\.name) == b.views.map(\.name) && a.constraints == b.constraints
            && a.mismatches.map(\.name) == b.mismatches.map(\.name)
    }

    /// Matches the class's stored properties (its own and its superclasses'
    /// that the learner declared) against the scene.
    static func make(for className: String, classes: [DeclaredClass], sim: Simulation) -> OutletPlan {
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var chain: [DeclaredClass] = []
        var next: String? = className
        while let name = next, let c = byName[name], c.module != "UIKit" {
            chain.append(c)
            next = c.superclasses.first
        }
        var plan = OutletPlan(views: [], constraints: [], mismatches: [])
        let pinNames = Set(sim.namedPins.compactMap(\.name))
        for c in chain.reversed() {
            for p in c.properties {
                let type = OutletPlan.bareType(p.type)
                if type == "NSLayoutConstraint" {
                    if pinNames.contains(p.name) { plan.constraints.append(p.name) }
                    continue
                }
                guard let view = sim.view(named: p.name), isView(type, byName) else { continue }
                let actual = OutletPlan.preludeClass(of: view.kind)
                if actual == type || (byName[actual]?.superclasses.contains(type) ?? false) {
                    plan.views.append((p.name, type))
                } else if OutletPlan.kindClass(of: type, byName) == actual {
                    // `ThemeableTextField` on a text field, `UIStackView` on a plain view: the scene's
                    // view is made as that class, as a storyboard's custom class makes it.
                    plan.views.append((p.name, type))
                    if !plan.customClasses.contains(where: { $0.name == p.name }) {
                        plan.customClasses.append((p.name, type))
                    }
                } else {
                    plan.mismatches.append((p.name, type, actual))
                }
            }
        }
        return plan
    }

    /// The closure that connects the outlets, as Swift source.
    func connectSource(className: String) -> String {
        var lines = ["{ (controller: UIViewController) in",
                     "    guard let c = controller as? \(className) else { return }"]
        for v in views {
            lines.append("    if let v = _keylabView(\"\(v.name)\") as? \(v.type) { c.\(v.name) = v }")
        }
        for name in constraints {
            lines.append("    if let k = _keylabConstraint(\"\(name)\") { c.\(name) = k }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `UITextField` for `UITextField!`, `UITextField?` or `UITextField`.
    static func bareType(_ type: String) -> String {
        var t = Substring(type)
        while let last = t.last, last == "?" || last == "!" { t.removeLast() }
        return String(t)
    }

    static func isView(_ type: String, _ classes: [String: DeclaredClass]) -> Bool {
        type == "UIView" || (classes[type]?.superclasses.contains("UIView") ?? false)
    }

    /// The nearest class of `type`'s chain (itself first) that is the class of a kind of scene
    /// view: `UITextField` for a learner's `ThemeableTextField: UITextField`, `UIView` for a
    /// `UIStackView`. Nil for a type that is no view.
    static func kindClass(of type: String, _ classes: [String: DeclaredClass]) -> String? {
        let kindClasses = Set(ViewKind.allCases.map(\.uikitClass))
        if kindClasses.contains(type) { return type }
        return classes[type]?.superclasses.first { kindClasses.contains($0) }
    }

    /// The Swift source that sets `_keylabViewFactory`: it makes the scene views named in
    /// `customClasses` as their class, with the initializer `initializer` gives for it
    /// (`(coder: NSCoder())`, `(frame: CGRect.zero)` or `()`).
    func factorySource(initializer: (String) -> String) -> String {
        var lines = ["_keylabViewFactory = { (name: String) -> UIView? in", "    switch name {"]
        for c in customClasses {
            lines.append("    case \"\(c.name)\": return \(c.type)\(initializer(c.type))")
        }
        lines += ["    default: return nil", "    }", "}"]
        return lines.joined(separator: "\n")
    }

    /// The prelude's class for a kind of view (`:add` word).
    static func preludeClass(of kind: ViewKind) -> String {
        kind.uikitClass
    }
}
