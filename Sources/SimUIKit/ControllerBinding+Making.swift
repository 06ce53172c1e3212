import KeyboardSim
import SwiftSubset

/// How keylab makes the learner's objects as a storyboard would: the
/// controller with the initializer its class has, and scene views whose
/// outlets are typed as the learner's own view classes as instances of them.
extension ControllerBinding {
    /// Whether `expression` compiles in the session (the probe is a closure that is never called,
    /// so nothing runs).
    func compiles(_ expression: String, as type: String) -> Bool {
        !repl.evaluateHostSource("_ = { () -> \(type) in \(expression) }").failed
    }

    /// The expression that makes the controller: `init(coder:)`, as a storyboard does, when the
    /// class (or a class of the learner's it inherits from) declares it; else `init()`, or
    /// `init(nibName:bundle:)` for a class that declares that one only (Swift then inherits no
    /// `init()`). A coder-made controller that fails (`init?` gave nil) stops like the app would.
    func makeController(_ className: String) -> String {
        let coder = "\(className)(coder: NSCoder())"
        if ControllerBinding.declaresCoderInit(className, in: repl), compiles(coder, as: "UIViewController?") {
            return "{ () -> UIViewController in guard let made = \(coder) else { fatalError(\"init(coder:) of \(className) returned nil\") }; return made }()"
        }
        let plain = "\(className)()"
        let nib = "\(className)(nibName: nil, bundle: nil)"
        if !compiles(plain, as: "UIViewController"), compiles(nib, as: "UIViewController") { return nib }
        return plain
    }

    /// How the header of a failed creation names what keylab called: `VC(coder:)` for a
    /// storyboard's initializer, `VC(nibName:bundle:)`, else the class alone (read as `VC()`).
    static func initializerName(_ className: String, maker: String) -> String {
        if maker.contains("\(className)(coder: NSCoder())") { return className + "(coder:)" }
        if maker == "\(className)(nibName: nil, bundle: nil)" { return className + "(nibName:bundle:)" }
        return className
    }

    /// Tells the prelude which scene views to make as the learner's classes; makes the scene's
    /// views afresh when that changed.
    func setViewFactory(_ sim: Simulation) {
        // Views added with a class as their kind (`:add RoundedTextField email …`), while that
        // class still fits the view's kind (the name may since have been given to another view).
        for (name, type) in sceneClasses.sorted(by: { $0.key < $1.key })
        where !outlets.customClasses.contains(where: { $0.name == name }) {
            guard let view = sim.view(named: name), ControllerBinding.viewKind(ofClass: type, in: repl) == view.kind else { continue }
            outlets.customClasses.append((name, type))
        }
        let source = outlets.factorySource { type in
            if ControllerBinding.declaresCoderInit(type, in: repl), compiles("\(type)(coder: NSCoder())", as: "UIView?") {
                return "(coder: NSCoder())"
            }
            return compiles("\(type)(frame: CGRect.zero)", as: "UIView") ? "(frame: CGRect.zero)" : "()"
        }
        guard source != factorySource else { return }
        factorySource = source
        _ = repl.evaluateHostSource(source, interrupt: interrupt)
        // The views already made are of the old classes.
        sceneViews = []
    }
}

extension ControllerBinding {
    /// Whether the learner's class `name`, or a class of theirs it inherits from, declares
    /// `init(coder:)` (`required init?(coder:)`): a storyboard makes such a class that way.
    static func declaresCoderInit(_ name: String, in repl: SwiftREPL) -> Bool {
        let classes = repl.declaredClasses.filter { $0.module != "UIKit" }
        guard let declared = classes.first(where: { $0.name == name }) else { return false }
        let chain = [declared] + declared.superclasses.compactMap { s in classes.first { $0.name == s } }
        return chain.contains { $0.initializers.contains("init(coder:)") }
    }

    /// The kind of scene view a class of the learner's is (`.textfield` for `RoundedTextField:
    /// UITextField`), nil for a name that is no view class of theirs.
    public static func viewKind(ofClass name: String, in repl: SwiftREPL) -> ViewKind? {
        let classes = repl.declaredClasses
        guard let declared = classes.first(where: { $0.name == name && $0.module != "UIKit" }) else { return nil }
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        guard declared.superclasses.contains("UIView"), let kindClass = OutletPlan.kindClass(of: name, byName) else { return nil }
        return ViewKind.allCases.first { $0.uikitClass == kindClass }
    }
}
