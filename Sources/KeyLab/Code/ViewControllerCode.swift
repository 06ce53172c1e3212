import KeyboardSim

/// `:code`: the UIKit view controller an iOS developer would write for the
/// current scene and strategy. Views are created and placed in `viewDidLoad`
/// (frames, or constraints for pinned views); the strategy's observers are
/// added in `viewWillAppear` and removed in `viewWillDisappear`;
/// the handlers do the strategy's arithmetic and animate with the
/// notification's duration and curve (`UIView.AnimationOptions(rawValue: UInt(curve) << 16)`).
enum ViewControllerCode {
    static func source(for simulation: Simulation) -> String {
        let plan = StrategyCodePlan.make(for: simulation)
        let out = CodeWriter()
        out.line("import UIKit")
        out.line()
        for comment in plan.headerComments { out.line("// " + comment) }
        out.line("final class ScreenViewController: UIViewController {")
        out.indent {
            for view in simulation.views.dropFirst() {
                out.line("private let \(CodeNames.property(view.name, in: simulation)) = \(view.kind.uikitClass)()")
            }
            if !plan.properties.isEmpty {
                if simulation.views.count > 1 { out.line() }
                plan.properties.forEach { out.line($0) }
            }
            out.line()
            writeViewDidLoad(simulation, plan, out)
            // Observers are added in viewWillAppear and removed in viewWillDisappear,
            // the pairing the engine models (`:screen appear` registers again).
            // Adding in viewDidLoad instead would leave the screen deaf after a
            // push and pop: viewDidLoad never runs a second time.
            if !plan.observers.isEmpty {
                out.line()
                out.block("override func viewWillAppear(_ animated: Bool) {") {
                    out.line("super.viewWillAppear(animated)")
                    out.line("addKeyboardObservers()")
                }
            }
            if !plan.observers.isEmpty {
                out.line()
                out.block("override func viewWillDisappear(_ animated: Bool) {") {
                    out.line("super.viewWillDisappear(animated)")
                    if simulation.strategy.forgetRemoval {
                        out.line("// forget-removal: the observers are never removed, so the handlers")
                        out.line("// keep firing after this screen is gone.")
                    } else {
                        out.line("removeKeyboardObservers()")
                    }
                }
            }
            for method in plan.extraMethods {
                out.line()
                method.forEach { out.line($0) }
            }
            if !plan.observers.isEmpty {
                out.line()
                writeObserverMethods(plan, out)
                for handler in plan.observers {
                    out.line()
                    writeHandler(handler, simulation: simulation, out)
                }
            }
        }
        out.line("}")
        return out.text
    }

    private static func writeViewDidLoad(_ simulation: Simulation, _ plan: StrategyCodePlan, _ out: CodeWriter) {
        out.block("override func viewDidLoad() {") {
            out.line("super.viewDidLoad()")
            out.line("view.backgroundColor = .systemBackground")
            let pinned = Set(simulation.pins.map(\.view))
            for view in simulation.views.dropFirst() {
                let parent = CodeNames.property(view.parent ?? Simulation.rootName, in: simulation)
                let name = CodeNames.property(view.name, in: simulation)
                if pinned.contains(view.name) {
                    out.line("\(name).translatesAutoresizingMaskIntoConstraints = false")
                } else {
                    out.line("\(name).frame = \(cgRect(view.givenFrame))")
                }
                if view.kind.isScrollView {
                    out.line("\(name).contentSize = CGSize(width: \(formatNumber(view.contentSize.width)), height: \(formatNumber(view.contentSize.height)))")
                }
                if view.kind == .textfield {
                    out.line("\(name).borderStyle = .roundedRect")
                    out.line("\(name).placeholder = \"\(view.name)\"")
                }
                if view.kind == .label || view.kind == .button {
                    let setter = view.kind == .label ? "\(name).text = \"\(view.name)\"" : "\(name).setTitle(\"\(view.name)\", for: .normal)"
                    out.line(setter)
                }
                out.line("\(parent).addSubview(\(name))")
            }
            // Pins a handler changes are kept in properties.
            let pins = restingPins(simulation)
            for pin in pins {
                guard let property = plan.namedPins[pin.id] else { continue }
                out.line("let \(property)Local = \(pinCode(pin, simulation))")
                out.line("\(property) = \(property)Local")
            }
            if !pins.isEmpty {
                out.line("NSLayoutConstraint.activate([")
                out.indent {
                    for pin in pins {
                        out.line((plan.namedPins[pin.id].map { $0 + "Local" } ?? pinCode(pin, simulation)) + ",")
                    }
                    for name in simulation.views.map(\.name) where pins.contains(where: { $0.view == name }) {
                        let implicit = implicitConstraints(for: name, pins: pins, in: simulation)
                        if !implicit.isEmpty { out.line("// \(name)'s unpinned edges and sizes, from its :add frame:") }
                        implicit.forEach { out.line($0 + ",") }
                    }
                }
                out.line("])")
            }
            plan.viewDidLoadLines.forEach { out.line($0) }
        }
    }

    private static func writeObserverMethods(_ plan: StrategyCodePlan, _ out: CodeWriter) {
        out.block("private func addKeyboardObservers() {") {
            for handler in plan.observers {
                out.line("NotificationCenter.default.addObserver(self, selector: #selector(\(handler.method)(_:)),")
                out.line("                                       name: \(handler.name.uikitName), object: nil)")
            }
        }
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

    /// Auto Layout needs every axis of a view without autoresizing masks fully
    /// constrained; keylab falls back to the `:add` frame on an axis the pins
    /// leave open, so the code says so with constraints from that frame.
    static func implicitConstraints(for name: String, pins: [Pin], in simulation: Simulation) -> [String] {
        guard let view = simulation.view(named: name) else { return [] }
        let parent = CodeNames.property(view.parent ?? Simulation.rootName, in: simulation)
        let property = CodeNames.property(name, in: simulation)
        let given = view.givenFrame
        var lines: [String] = []
        let axes: [(Axis, Anchor, Anchor, Double, Double)] = [
            (.horizontal, .leading, .width, given.x, given.width),
            (.vertical, .top, .height, given.y, given.height),
        ]
        for (axis, start, size, origin, length) in axes {
            let onAxis = pins.filter { $0.view == name && $0.anchor.axis == axis }
            let hasSize = onAxis.contains { $0.anchor.isSize }
            let positions = onAxis.filter { !$0.anchor.isSize }.count
            if positions == 0 {
                lines.append("\(property).\(start.rawValue)Anchor.constraint(equalTo: \(parent).\(start.rawValue)Anchor, constant: \(formatNumber(origin)))")
            }
            if !hasSize && positions < 2 {
                lines.append("\(property).\(size.rawValue)Anchor.constraint(equalToConstant: \(formatNumber(length)))")
            }
        }
        return lines
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
