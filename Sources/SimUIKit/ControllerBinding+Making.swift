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

    /// The expression that makes the controller: `init()`, or `init(nibName:bundle:)` for a class
    /// that declares that one only (Swift then inherits no `init()`).
    func makeController(_ className: String) -> String {
        let plain = "\(className)()"
        let nib = "\(className)(nibName: nil, bundle: nil)"
        if !compiles(plain, as: "UIViewController"), compiles(nib, as: "UIViewController") { return nib }
        return plain
    }

    /// Tells the prelude which scene views to make as the learner's classes; makes the scene's
    /// views afresh when that changed.
    func setViewFactory() {
        let source = outlets.factorySource { type in
            compiles("\(type)(frame: CGRect.zero)", as: "UIView")
        }
        guard source != factorySource else { return }
        factorySource = source
        _ = repl.evaluateHostSource(source, interrupt: interrupt)
        // The views already made are of the old classes.
        sceneViews = []
        synced = []
    }
}
