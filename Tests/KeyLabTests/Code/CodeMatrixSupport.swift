import KeyboardSim
@testable import KeyLab
import SimUIKit
import SwiftSubset
import Foundation

/// The matrix of `CodeMatchesStrategyTests`: scenes, devices, sequences, and
/// the state compared after every event.
enum CodeMatrix {
    /// Small and large phones, with and without a notch, and the iPad.
    static let devices = ["iphone-se", "iphone-8", "iphone-x", "iphone-pro-max", "ipad"]

    /// The event sequences of issue 13, run one after the other on one screen
    /// (each leaves the keyboard down and the screen up for the next).
    static func sequences(device: String) -> [(name: String, events: [Event])] {
        var list: [(String, [Event])] = [
            ("show", [.focus("nickname")]),
            ("hide", [.dismiss]),
            ("switch fields", [.focus("nickname"), .focus("email"), .focus("nickname"), .dismiss]),
            ("rotate with the keyboard up", [.focus("nickname"), .rotate(to: nil), .rotate(to: nil), .dismiss]),
            ("disappear and appear", [.focus("nickname"), .screenDisappear, .screenAppear, .focus("nickname"), .dismiss]),
            ("predictive bar toggled", [.focus("nickname"), .predictive(false), .predictive(true), .dismiss]),
        ]
        // check-local only matters for another app's keyboard, which only an iPad shows.
        if device == "ipad" { list.append(("another app's keyboard", [.remote, .remote, .focus("nickname"), .dismiss])) }
        return list
    }

    /// A matrix entry with this word runs the strategy on the form inside a scroll view.
    static let sceneInScrollView = "in-scroll-view"

    /// The strategy's words, without the scene marker.
    static func words(_ strategy: String) -> [String] {
        strategy.split(separator: " ").map(String.init).filter { $0 != sceneInScrollView }
    }

    /// The scene a strategy's commands name views of.
    static func buildScene(for strategy: String, _ sim: inout Simulation) throws {
        let w = sim.screenSize.width, h = sim.screenSize.height
        switch strategy.split(separator: " ").first ?? "" {
        case "minimal" where words(strategy).count < strategy.split(separator: " ").count:
            // The form inside a scroll view, which IQKeyboardManager's rule scrolls first.
            try sim.addView(kind: .scrollview, name: "form", frame: Rect(x: 0, y: 0, width: w, height: h))
            try sim.setContentHeight("form", h + 100)
            try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: w - 40, height: 40), parent: "form")
            try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: h - 120, width: w - 40, height: 40), parent: "form")
        case "constraints":
            // seed 004: a button pinned above the safe area's bottom, an inner view
            // with the field, whose top constraint the `push` option moves.
            try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 60, width: w - 40, height: 40))
            try sim.addView(kind: .button, name: "button", frame: Rect(x: 20, y: 0, width: w - 40, height: 50))
            _ = try sim.pin("button", .bottom, to: .safe, .bottom, constant: -20)
            _ = try sim.pinSize("button", .height, 50)
            try sim.addView(kind: .view, name: "inner", frame: Rect(x: 20, y: 0, width: w - 40, height: 200))
            _ = try sim.pin("inner", .top, to: .safe, .top, constant: h - 330)
            _ = try sim.pinSize("inner", .height, 200)
            try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 10, y: 140, width: w - 60, height: 40), parent: "inner")
        case "scroll":
            try sim.addView(kind: .scrollview, name: "form", frame: Rect(x: 0, y: 0, width: w, height: h))
            try sim.setContentHeight("form", h * 1.5)
            try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: w - 40, height: 40), parent: "form")
            try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: h - 120, width: w - 40, height: 40), parent: "form")
        case "layout-guide":
            try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: w - 40, height: 40))
            try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: h - 44, width: w, height: 44))
            _ = try sim.pin("bar", .bottom, to: .keyboard, .top)
            _ = try sim.pinSize("bar", .height, 44)
            try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: 0, width: w - 40, height: 40))
            _ = try sim.pin("nickname", .bottom, to: .view("bar"), .top, constant: -8)
            _ = try sim.pinSize("nickname", .height, 40)
        default:
            // seed 000's sign-up form with seed 003's toolbar.
            try sim.addView(kind: .textfield, name: "email", frame: Rect(x: 20, y: 100, width: w - 40, height: 40))
            try sim.addView(kind: .textfield, name: "nickname", frame: Rect(x: 20, y: h - 120, width: w - 40, height: 40))
            try sim.addView(kind: .toolbar, name: "bar", frame: Rect(x: 0, y: h - 44, width: w, height: 44))
        }
    }

    /// What a user sees and `:expect` checks after an event: every view's frame
    /// and scroll state, every constant, the first responder and the verdict.
    static func snapshot(_ sim: Simulation) -> String {
        var lines = sim.views.map { v in
            var line = "\(v.name) \(rect(v.frame))"
            if v.kind.isScrollView {
                line += " offset \(formatNumber(v.contentOffset.y)) inset \(formatNumber(v.contentInset.bottom))"
                    + " indicator \(formatNumber(v.indicatorInset.bottom))"
            }
            return line
        }
        lines += sim.pins.map { "\($0.view).\($0.anchor.rawValue) constant \(formatNumber($0.constant))" }
        lines.append("first responder \(sim.firstResponder ?? "none"), keyboard \(sim.keyboard.visible ? rect(sim.keyboard.frame) : "hidden")")
        lines.append("verdict \(sim.verdict().text)")
        return lines.joined(separator: "\n")
    }

    static func rect(_ r: Rect) -> String {
        "(\(formatNumber(r.x)), \(formatNumber(r.y)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
    }

    /// The built-in screen, the controller `:code` prints for it, and the same
    /// screen with that controller installed by `:strategy code`.
    struct Pair {
        var builtIn: Simulation
        var code: Simulation
        let source: String
        let binding: ControllerBinding
    }

    /// One REPL session for a strategy: `import UIKit` is compiled once, and
    /// each distinct controller `:code` prints (the scene's numbers differ
    /// between devices) is loaded once, under its own class name so several
    /// fit in one session. Each screen gets a new controller; the one before
    /// is released (its selector observers go with it).
    final class Session {
        let repl = SwiftREPL(modules: UIKitPrelude.modules)
        private var classes: [String: String] = [:]

        init() throws {
            let imported = repl.evaluate("import UIKit")
            guard !imported.failed else { throw MatrixError.failed(imported.output) }
        }

        /// The class the printed `source` was loaded as. Sources that differ
        /// only in comments (the device's name, the scene's frames) are the same code.
        func load(_ source: String) throws -> String {
            let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            if let name = classes[code] { return name }
            let name = "ScreenViewController\(classes.count)"
            let renamed = source.replacingOccurrences(of: "class ScreenViewController:", with: "class \(name):")
            let result = repl.evaluate(renamed, fileName: "ScreenViewController.swift")
            guard !result.failed else { throw MatrixError.failed(result.output + "\n" + source) }
            classes[code] = name
            return name
        }

        func pair(strategy: String, device: String, orientation: Orientation) throws -> Pair {
            var builtIn = Simulation()
            try builtIn.setDevice(device)
            if orientation == .landscape { _ = builtIn.apply(.rotate(to: .landscape)) }
            try buildScene(for: strategy, &builtIn)
            var code = builtIn
            try builtIn.setStrategy(words: words(strategy))
            let source = ViewControllerCode.source(for: builtIn)
            let className = try load(source)
            // The pins the controller has outlets for get the names `:code` asks for (`:pin … as NAME`).
            let plan = StrategyCodePlan.make(for: builtIn)
            for (id, name) in plan.namedPins.sorted(by: { $0.key < $1.key }) { try code.namePin(id: id, name) }
            let binding = ControllerBinding(repl: repl)
            // The trace of the learner's lines is not compared; recording it is the slow part.
            binding.tracesStatements = false
            _ = try binding.install(className: className, in: &code).get()
            if let crash = binding.lastCrash { throw MatrixError.failed("\(crash)\n\(source)") }
            return Pair(builtIn: builtIn, code: code, source: source, binding: binding)
        }
    }

    enum MatrixError: Error { case failed(String) }
}
