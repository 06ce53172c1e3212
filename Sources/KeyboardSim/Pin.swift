/// A layout anchor (`NSLayoutAnchor`).
public enum Anchor: String, CaseIterable, Equatable, Hashable, Sendable {
    case top, bottom, leading, trailing, centerX, centerY, width, height

    /// The axis the anchor belongs to.
    public var axis: Axis {
        switch self {
        case .top, .bottom, .centerY, .height: return .vertical
        case .leading, .trailing, .centerX, .width: return .horizontal
        }
    }

    /// Position anchors can be pinned to another anchor; size anchors take a constant.
    public var isSize: Bool { self == .width || self == .height }
}

/// Layout axis.
public enum Axis: String, Equatable, Hashable, Sendable {
    case horizontal, vertical
}

/// What a pin is attached to.
public enum PinTarget: Equatable, Hashable, Sendable {
    /// Another view, by name (may be `view`, the root).
    case view(String)
    /// `view.safeAreaLayoutGuide` (written `safe`).
    case safe
    /// `view.keyboardLayoutGuide` (written `keyboard`, iOS 15+).
    case keyboard

    /// The name used in commands: a view name, `safe` or `keyboard`.
    public var name: String {
        switch self {
        case .view(let n): return n
        case .safe: return "safe"
        case .keyboard: return "keyboard"
        }
    }

    /// Parses a command word: `safe`, `keyboard` or a view name.
    public init(word: String) {
        switch word {
        case "safe": self = .safe
        case "keyboard": self = .keyboard
        default: self = .view(word)
        }
    }
}

/// An Auto Layout-style constraint: `view.anchor = target.targetAnchor + constant`,
/// or a size constraint `view.width|height = constant` (target nil).
public struct Pin: Equatable, Hashable, Sendable {
    /// Stable id (order of creation).
    public var id: Int
    public var view: String
    public var anchor: Anchor
    public var target: PinTarget?
    public var targetAnchor: Anchor?
    public var constant: Double
    /// The name `:pin … as NAME` gave it (an outlet of the learner's controller binds to it), nil when unnamed.
    public var name: String? = nil
    /// False after the learner's code set `isActive = false`: the layout pass ignores it, as
    /// Auto Layout ignores a deactivated constraint, until it is activated again.
    public var isActive = true
    /// True when the learner stated it with the other item first (`safe.bottom = bar.bottom + c`,
    /// as storyboards write it). keylab keeps every pin in the form `view.anchor = target + constant`
    /// so the solver moves `view`; the stated constant is then the negation of `constant`.
    public var reversed = false

    /// The constant as the learner wrote it (and as `constraint.constant` reads in their code).
    public var statedConstant: Double { reversed ? -constant : constant }

    public init(id: Int, view: String, anchor: Anchor, target: PinTarget?, targetAnchor: Anchor?, constant: Double) {
        self.id = id; self.view = view; self.anchor = anchor
        self.target = target; self.targetAnchor = targetAnchor; self.constant = constant
    }

    /// The pin as the learner wrote it: `nickname.top to safe.top + 20`, `bar.height 44`.
    public var description: String {
        guard let target, let targetAnchor else {
            return "\(view).\(anchor.rawValue) \(formatNumber(constant))"
        }
        let (first, second) = reversed
            ? ("\(target.name).\(targetAnchor.rawValue)", "\(view).\(anchor.rawValue)")
            : ("\(view).\(anchor.rawValue)", "\(target.name).\(targetAnchor.rawValue)")
        var text = "\(first) to \(second)"
        let c = statedConstant
        if c > 0 { text += " + " + formatNumber(c) }
        if c < 0 { text += " - " + formatNumber(-c) }
        return text
    }

    /// The UIKit line that creates it (`nickname.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)`).
    public var uikitCode: String {
        let own = "\(view).\(anchor.rawValue)Anchor"
        guard let target, let targetAnchor else {
            return "\(own).constraint(equalToConstant: \(formatNumber(constant)))"
        }
        let guide: String
        switch target {
        case .view(let n): guide = n
        case .safe: guide = "view.safeAreaLayoutGuide"
        case .keyboard: guide = "view.keyboardLayoutGuide"
        }
        let other = "\(guide).\(targetAnchor.rawValue)Anchor"
        let c = statedConstant == 0 ? "" : ", constant: \(formatNumber(statedConstant))"
        return reversed ? "\(other).constraint(equalTo: \(own)\(c))" : "\(own).constraint(equalTo: \(other)\(c))"
    }
}
