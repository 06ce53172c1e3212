/// A chosen strategy with its option values (the parsed `:strategy` line).
/// Everything `:code` needs to print the UIKit view controller is here.
public struct Strategy: Equatable, Hashable, Sendable {
    public var kind: StrategyKind
    /// `move VIEW`: the view that moves. `scroll SCROLLVIEW`: the scroll view.
    public var target: String?
    /// `shift-view only FIELD`: shift only for this field (seed 000's nickname check).
    public var only: String?
    /// `shift-view guard on|off`: seed 000's `isKeyboard` flag (default on).
    public var guardOn: Bool = true
    /// `shift-view measure end|window|screen`: how the handler measures the keyboard.
    public var measure: ShiftMeasure = .end
    /// `swiftui ignores-keyboard on`: `.ignoresSafeArea(.keyboard)`.
    public var ignoresKeyboard: Bool = false
    /// `move resign-on-rotate on|off`: resign first responder in `viewWillTransition(to:with:)`.
    public var resignOnRotate: Bool = false
    /// `constraints push VIEW`: the view whose top constraint is pushed up.
    public var push: String?
    /// `constraints margin N` (seed: 16).
    public var margin: Double = 16
    /// `scroll threshold` (seed 001: 0.6), `anchor` (0.3), `padding` (20).
    public var threshold: Double = 0.6
    public var anchor: Double = 0.3
    public var padding: Double = 20
    /// `minimal distance N` (IQKeyboardManager `keyboardDistance`, 10).
    public var distance: Double = 10
    /// `forget-removal on`: the observers are never removed in `viewWillDisappear`.
    public var forgetRemoval: Bool = false
    /// `check-local on`: handlers return early when `isLocal` is false.
    public var checkLocal: Bool = false

    /// A strategy with default options.
    public init(kind: StrategyKind, target: String? = nil) {
        self.kind = kind
        self.target = target
    }

    /// The default strategy of a new scene.
    public static let none = Strategy(kind: .none)

    /// Options that differ from their defaults, as `(name, value)` in usage order
    /// (`[("guard", "off")]`), for `:code`, `:scene` and the trace.
    public var options: [(name: String, value: String)] {
        var list: [(String, String)] = []
        let d = Strategy(kind: kind)
        if let only { list.append(("only", only)) }
        if guardOn != d.guardOn { list.append(("guard", guardOn ? "on" : "off")) }
        if measure != d.measure { list.append(("measure", measure.rawValue)) }
        if ignoresKeyboard { list.append(("ignores-keyboard", "on")) }
        if resignOnRotate != d.resignOnRotate { list.append(("resign-on-rotate", resignOnRotate ? "on" : "off")) }
        if let push { list.append(("push", push)) }
        if margin != d.margin { list.append(("margin", formatNumber(margin))) }
        if threshold != d.threshold { list.append(("threshold", formatNumber(threshold))) }
        if anchor != d.anchor { list.append(("anchor", formatNumber(anchor))) }
        if padding != d.padding { list.append(("padding", formatNumber(padding))) }
        if distance != d.distance { list.append(("distance", formatNumber(distance))) }
        if forgetRemoval { list.append(("forget-removal", "on")) }
        if checkLocal { list.append(("check-local", "on")) }
        return list
    }

    /// Every option this kind of strategy takes with its current value, in
    /// usage order (`[("threshold", "0.6"), ("anchor", "0.3"), ...]`) — what
    /// `:code` needs to print the view controller. `only`/`push` show `-` when unset.
    public var parameters: [(name: String, value: String)] {
        kind.optionNames.map { name in
            let value: String
            switch name {
            case "only": value = only ?? "-"
            case "push": value = push ?? "-"
            case "guard": value = guardOn ? "on" : "off"
            case "measure": value = measure.rawValue
            case "ignores-keyboard": value = ignoresKeyboard ? "on" : "off"
            case "resign-on-rotate": value = resignOnRotate ? "on" : "off"
            case "margin": value = formatNumber(margin)
            case "threshold": value = formatNumber(threshold)
            case "anchor": value = formatNumber(anchor)
            case "padding": value = formatNumber(padding)
            case "distance": value = formatNumber(distance)
            case "forget-removal": value = forgetRemoval ? "on" : "off"
            case "check-local": value = checkLocal ? "on" : "off"
            default: value = "-"
            }
            return (name, value)
        }
    }

    /// The canonical command words: `scroll form padding 30`.
    public var commandText: String {
        var words = [kind.rawValue]
        if let target { words.append(target) }
        for (name, value) in options { words += [name, value] }
        return words.joined(separator: " ")
    }

    /// Whether this strategy observes keyboard notifications at all.
    public var observesNotifications: Bool { kind != .layoutGuide && kind != .swiftUI }
}

/// How `shift-view` measures the keyboard (`measure end|window|screen`).
public enum ShiftMeasure: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Seed 000: the end frame's height. Wrong whenever part of the frame is
    /// off the view: 313 for the iPad hardware keyboard's 55 pt bar.
    case end
    /// The overlap with the view, converting with `view.convert(end, from: nil)`
    /// (from the *window*): right when the window fills the screen.
    case window
    /// The overlap with the view, converting from the screen's coordinate
    /// space: right in Split View and Slide Over too.
    case screen
}
