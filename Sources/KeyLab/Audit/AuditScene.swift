import KeyboardSim
import SimUIKit
import SwiftSubset

/// The scene the gauntlet runs on, as the REPL lines that build it, replayed
/// on every device and orientation: a script's scene commands, the current
/// scene written back as commands, or a scene made from the controller's outlets.
struct AuditScene {
    /// Where the lines came from (for the report's second line).
    enum Origin: Equatable {
        case script(String)
        case current(views: Int)
        case outlets([String])
    }

    var lines: [String]
    var origin: Origin

    /// The commands of a script that build a screen; events, output and
    /// Swift are left out (the gauntlet brings its own events).
    static let sceneCommands: Set<String> = ["add", "pin", "content", "remove", "clear", "navbar", "tabbar",
                                             "accessory", "inset-adjustment"]

    /// A script's scene lines.
    static func fromScript(_ lines: [String], name: String) -> AuditScene {
        let kept = lines.filter { line in
            guard let invocation = CommandInvocation.parse(line) else { return false }
            return sceneCommands.contains(invocation.name)
        }
        return AuditScene(lines: kept, origin: .script(name))
    }

    /// The current scene written as the commands that build it. Frames are
    /// as given (pins decide the axes they constrain, on every device).
    static func fromCurrent(_ sim: Simulation) -> AuditScene {
        var lines: [String] = []
        if sim.navigationBar { lines.append(":navbar on") }
        if sim.tabBar { lines.append(":tabbar on") }
        for v in sim.views where v.parent != nil {
            let f = v.givenFrame
            var line = ":add \(v.kind.rawValue) \(v.name) " + [f.x, f.y, f.width, f.height].map { formatNumber($0) }.joined(separator: " ")
            if let parent = v.parent, parent != Simulation.rootName { line += " in \(parent)" }
            lines.append(line)
            if v.kind.isScrollView { lines.append(":content \(v.name) \(formatNumber(v.contentSize.height))") }
            if v.accessoryHeight > 0 { lines.append(":accessory \(v.name) \(formatNumber(v.accessoryHeight))") }
            // Views adjust by default (`.automatic`); only a scroll view has the
            // setting to write back, and only when it was turned off.
            if v.kind.isScrollView && !v.adjustsForSafeArea { lines.append(":inset-adjustment \(v.name) never") }
        }
        for pin in sim.pins {
            lines.append(":pin " + pin.description + (pin.name.map { " as \($0)" } ?? ""))
        }
        return AuditScene(lines: lines, origin: .current(views: sim.views.count - 1))
    }

    /// A screen for a controller with no scene: its text-input outlets
    /// stacked in the safe area from the top, the last one pinned near the
    /// bottom (where the keyboard comes), inside a scroll view outlet when
    /// it has one; a constraint outlet becomes that last field's bottom pin.
    static func fromOutlets(of className: String, in repl: SwiftREPL) -> AuditScene? {
        let classes = Dictionary(repl.declaredClasses.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var properties: [(name: String, type: String)] = []
        var next: String? = className
        while let name = next, let c = classes[name], c.module != "UIKit" {
            properties = c.properties + properties
            next = c.superclasses.first
        }
        // `UITextField` for `UITextField!` or `UITextField?`.
        func bare(_ t: String) -> String { String(t.reversed().drop { $0 == "?" || $0 == "!" }.reversed()) }
        func isKind(_ t: String, _ base: String) -> Bool { bare(t) == base || (classes[bare(t)]?.superclasses.contains(base) ?? false) }
        let fields = properties.filter { isKind($0.type, "UITextField") || isKind($0.type, "UITextView") }
        guard !fields.isEmpty else { return nil }
        let scroll = properties.first { isKind($0.type, "UIScrollView") }
        let constraints = properties.filter { bare($0.type) == "NSLayoutConstraint" }.map(\.name)
        let bottom = constraints.first { $0.lowercased().contains("bottom") } ?? constraints.first
        var lines: [String] = []
        var parent = ""
        if let scroll {
            lines += [":add \(isKind(scroll.type, "UITableView") ? "tableview" : "scrollview") \(scroll.name) 0 0 375 667",
                      ":pin \(scroll.name).top to safe.top", ":pin \(scroll.name).bottom to safe.bottom",
                      ":pin \(scroll.name).leading to safe.leading", ":pin \(scroll.name).trailing to safe.trailing",
                      ":content \(scroll.name) 1200"]
            parent = " in \(scroll.name)"
        }
        for (k, field) in fields.enumerated() {
            let kind = isKind(field.type, "UITextView") ? "textview" : "textfield"
            let last = k == fields.count - 1 && k > 0 || fields.count == 1
            if scroll != nil {
                // Inside the scroll view the last field sits low in the content, where the keyboard comes.
                lines.append(":add \(kind) \(field.name) 20 \(last ? 500 : 20 + 60 * k) 335 40\(parent)")
                continue
            }
            lines.append(":add \(kind) \(field.name) 20 0 335 40")
            lines += [":pin \(field.name).leading to safe.leading + 20", ":pin \(field.name).trailing to safe.trailing - 20",
                      ":pin \(field.name).height 40"]
            if last {
                lines.append(":pin \(field.name).bottom to safe.bottom - 20" + (bottom.map { " as \($0)" } ?? ""))
            } else {
                lines.append(":pin \(field.name).top to safe.top + \(20 + 60 * k)")
            }
        }
        return AuditScene(lines: lines, origin: .outlets(fields.map(\.name)))
    }
}
