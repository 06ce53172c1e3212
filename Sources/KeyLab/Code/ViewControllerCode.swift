import KeyboardSim

/// `:code`: the UIKit view controller an iOS developer would write for the
/// current strategy, on the scene's views. The views are the storyboard's
/// (keylab's scene, listed in a comment with their frames and constraints):
/// the controller declares `@IBOutlet`s named like the views and constraints
/// it uses, which `:strategy code` connects by name, so the printed
/// controller is the one that runs (docs/decisions.md, code-matrix). The
/// strategy's observers are added in `viewWillAppear` and removed in
/// `viewWillDisappear`; the handlers do the strategy's arithmetic and animate
/// with the notification's duration and curve
/// (`UIView.AnimationOptions(rawValue: UInt(curve) << 16)`).
enum ViewControllerCode {
    static func source(for simulation: Simulation) -> String {
        let plan = StrategyCodePlan.make(for: simulation)
        let forgets = simulation.strategy.forgetRemoval
        let out = CodeWriter()
        out.line("import UIKit")
        out.line()
        for comment in plan.headerComments { out.line("// " + comment) }
        writeSceneComment(simulation, plan, out)
        out.line("final class ScreenViewController: UIViewController {")
        out.indent {
            for name in plan.outlets {
                let kind = simulation.view(named: name)?.kind.uikitClass ?? "UIView"
                out.line("@IBOutlet weak var \(CodeNames.property(name, in: simulation)): \(kind)!")
            }
            for pin in restingPins(simulation) {
                guard let property = plan.namedPins[pin.id] else { continue }
                out.line("@IBOutlet var \(property): NSLayoutConstraint!")
            }
            if !plan.properties.isEmpty {
                if !plan.outlets.isEmpty || !plan.namedPins.isEmpty { out.line() }
                plan.properties.forEach { out.line($0) }
            }
            var methods: [() -> Void] = []
            if !plan.viewDidLoadLines.isEmpty || (forgets && !plan.observers.isEmpty) {
                methods.append {
                    out.block("override func viewDidLoad() {") {
                        out.line("super.viewDidLoad()")
                        plan.viewDidLoadLines.forEach { out.line($0) }
                        if forgets && !plan.observers.isEmpty {
                            out.line("// forget-removal: added once here and never removed, so the handlers")
                            out.line("// keep firing after this screen is gone.")
                            out.line("addKeyboardObservers()")
                        }
                    }
                }
            }
            // Observers are added in viewWillAppear and removed in viewWillDisappear,
            // the pairing the engine models (`:screen appear` registers again).
            // Adding in viewDidLoad instead would leave the screen deaf after a
            // push and pop: viewDidLoad never runs a second time.
            if !plan.observers.isEmpty && !forgets {
                methods.append {
                    out.block("override func viewWillAppear(_ animated: Bool) {") {
                        out.line("super.viewWillAppear(animated)")
                        out.line("addKeyboardObservers()")
                    }
                }
                methods.append {
                    out.block("override func viewWillDisappear(_ animated: Bool) {") {
                        out.line("super.viewWillDisappear(animated)")
                        out.line("removeKeyboardObservers()")
                    }
                }
            }
            for method in plan.extraMethods {
                methods.append { method.forEach { out.line($0) } }
            }
            if !plan.observers.isEmpty {
                methods.append { writeObserverMethods(plan, forgets: forgets, out) }
                for handler in plan.observers {
                    methods.append { writeHandler(handler, simulation: simulation, out) }
                }
            }
            if plan.findsFirstResponder {
                methods.append { firstResponderMethod.forEach { out.line($0) } }
            }
            for (k, method) in methods.enumerated() {
                if k > 0 || !plan.outlets.isEmpty || !plan.namedPins.isEmpty || !plan.properties.isEmpty { out.line() }
                method()
            }
        }
        out.line("}")
        return out.text
    }

    /// The scene the outlets connect to, as a storyboard would hold it: each
    /// view with its frame, each constraint as UIKit code, and the `:pin … as
    /// NAME` that connects a constraint outlet.
    private static func writeSceneComment(_ simulation: Simulation, _ plan: StrategyCodePlan, _ out: CodeWriter) {
        guard simulation.views.count > 1 else { return }
        out.line("//")
        out.line("// The views are the storyboard's (keylab's scene); :strategy code connects")
        out.line("// the @IBOutlets to them by name.")
        let pinned = Set(simulation.pins.map(\.view))
        for view in simulation.views.dropFirst() {
            let parent = view.parent.map { $0 == Simulation.rootName ? "" : " in \($0)" } ?? ""
            let placed = pinned.contains(view.name) ? "constraints" : "frame \(cgRect(view.givenFrame))"
            out.line("//   \(view.name): \(view.kind.uikitClass)\(parent), \(placed)")
        }
        for pin in restingPins(simulation) {
            let outlet = plan.namedPins[pin.id].map { "  // :pin \(pin.description) as \($0)" } ?? ""
            out.line("//   \(pinCode(pin, simulation))\(outlet)")
        }
    }

    /// Finds the text input being edited by walking the view tree.
    static let firstResponderMethod = [
        "/// The text field or text view being edited, searched for in the view tree.",
        "private func firstResponder(in view: UIView) -> UIView? {",
        "    if view.isFirstResponder { return view }",
        "    for subview in view.subviews {",
        "        if let found = firstResponder(in: subview) { return found }",
        "    }",
        "    return nil",
        "}",
    ]

    private static func writeObserverMethods(_ plan: StrategyCodePlan, forgets: Bool, _ out: CodeWriter) {
        out.block("private func addKeyboardObservers() {") {
            for handler in plan.observers {
                out.line("NotificationCenter.default.addObserver(self, selector: #selector(\(handler.method)(_:)),")
                out.line("                                       name: \(handler.name.uikitName), object: nil)")
            }
        }
        guard !forgets else { return }
        out.line()
        out.block("private func removeKeyboardObservers() {") {
            for handler in plan.observers {
                out.line("NotificationCenter.default.removeObserver(self, name: \(handler.name.uikitName), object: nil)")
            }
        }
    }

    private static func writeHandler(_ handler: StrategyCodePlan.Handler, simulation: Simulation, _ out: CodeWriter) {
        out.block("@objc private func \(handler.method)(_ notification: Notification) {") {
            if handler.usesKeyboardFrame {
                out.line("guard let userInfo = notification.userInfo,")
                out.line("      let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue")
                out.line("else { return }")
            } else {
                out.line("guard let userInfo = notification.userInfo else { return }")
            }
            if simulation.strategy.checkLocal {
                out.line("// check-local: ignore another app's keyboard (iPad multitasking).")
                out.line("if let isLocal = userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, !isLocal { return }")
            }
            if handler.animates {
                out.line("let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25")
                out.line("let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 7")
                out.line("// Curve 7 is not a UIView.AnimationCurve case: shift it into the options' curve bits.")
                out.line("let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)")
            }
            handler.body.forEach { out.line($0) }
        }
    }

    /// The pins with the constants the learner gave: while the keyboard is up
    /// a strategy may have changed them, and hiding it puts them back.
    static func restingPins(_ simulation: Simulation) -> [Pin] {
        guard simulation.keyboard.visible else { return simulation.pins }
        var resting = simulation
        let trace = resting.apply(.keyboardHide)
        return trace.error == nil ? resting.pins : simulation.pins
    }

    /// The constraint as UIKit code (`Pin.uikitCode` with the generated property names).
    static func pinCode(_ pin: Pin, _ simulation: Simulation) -> String {
        let lhs = "\(CodeNames.property(pin.view, in: simulation)).\(pin.anchor.rawValue)Anchor"
        guard let target = pin.target, let targetAnchor = pin.targetAnchor else {
            return "\(lhs).constraint(equalToConstant: \(formatNumber(pin.constant)))"
        }
        let guide: String
        switch target {
        case .view(let name): guide = CodeNames.property(name, in: simulation)
        case .safe: guide = "view.safeAreaLayoutGuide"
        case .keyboard: guide = "view.keyboardLayoutGuide"
        }
        let constant = pin.constant == 0 ? "" : ", constant: \(formatNumber(pin.constant))"
        return "\(lhs).constraint(equalTo: \(guide).\(targetAnchor.rawValue)Anchor\(constant))"
    }

    /// `CGRect(x: 20, y: 480, width: 335, height: 44)`
    static func cgRect(_ rect: Rect) -> String {
        "CGRect(x: \(formatNumber(rect.x)), y: \(formatNumber(rect.y)), width: \(formatNumber(rect.width)), height: \(formatNumber(rect.height)))"
    }
}

/// Builds indented source text (a class, so nested blocks can write to it).
final class CodeWriter {
    private(set) var text = ""
    private var level = 0

    func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: level) + content + "\n"
    }

    func indent(_ body: () -> Void) {
        level += 1
        body()
        level -= 1
    }

    func block(_ header: String, _ body: () -> Void) {
        line(header)
        indent(body)
        line("}")
    }
}
