import KeyboardSim
import SimUIKit
import SwiftSubset

/// A screen with the learner's controller on it, for tests: the REPL session,
/// the scene and the binding.
struct ControllerScreen {
    let repl: SwiftREPL
    var sim: Simulation
    var binding: ControllerBinding
    /// What installing printed and traced.
    var installSteps: [TraceStep]

    /// Loads `source` (after `import UIKit`) as `ViewController.swift`, builds
    /// the scene with `build`, and puts the class on the screen.
    init(_ source: String, device: String = "iphone-8", className: String? = nil,
         limits: EvaluationLimits = EvaluationLimits(),
         build: (inout Simulation) throws -> Void = ControllerScreen.signUpForm) throws {
        repl = SwiftREPL(limits: limits, modules: UIKitPrelude.modules)
        let imported = repl.evaluate("import UIKit")
        guard !imported.failed else { throw ScreenError.failed(imported.output) }
        let loaded = repl.evaluate(source, fileName: "ViewController.swift")
        guard !loaded.failed else { throw ScreenError.failed(loaded.output) }
        sim = Simulation()
        try sim.setDevice(device)
        try build(&sim)
        binding = ControllerBinding(repl: repl)
        let name = try ControllerBinding.resolveClass(className, in: repl).get()
        installSteps = try binding.install(className: name, in: &sim).get()
    }

    /// A field low on the screen, as in seed 000's sign-up form.
    static func signUpForm(_ sim: inout Simulation) throws {
        let h = sim.screenSize.height
        try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: 335, height: 40), parent: "view")
        try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: h - 120, width: 335, height: 40), parent: "view")
    }

    /// Applies an event; the trace.
    @discardableResult
    mutating func apply(_ event: Event) -> Trace { sim.apply(event) }

    /// The root view's frame.
    var root: Rect { sim.views[0].frame }
}

enum ScreenError: Error { case failed(String) }

/// The lines of a trace's steps that are the learner's code (`file:line  text`).
func learnerLines(_ steps: [TraceStep]) -> [String] {
    steps.compactMap { step in
        guard case .handler(let h) = step, let location = h.location else { return nil }
        return location + "  " + h.uikit + (h.codeComment(ascii: true).map { "   " + $0 } ?? "")
    }
}

/// The notes of a trace.
func notes(_ steps: [TraceStep]) -> [String] {
    steps.compactMap(\.noteText)
}
