/// `:controller [CLASS] on DEVICES ORIENTATIONS [do EVENTS] expect RULES` or
/// `… matches strategy NAME [OPTIONS] [comparing PATHS]`: the learner's own
/// view controller, run on every device × orientation of a matrix over the
/// exercise's scene, must give what a rule (or a built-in strategy) gives.
///
/// A matrix is what makes a hard-coded `258` fail: the keyboard is 258 pt
/// high only on some devices in portrait.
///
/// ```
/// check: :controller ViewController on iphone-se,iphone-8,iphone-x,ipad
///   portrait,landscape do :focus nickname expect nickname visible
/// check: :controller on iphone-8,iphone-x portrait,landscape
///   do :focus nickname; :dismiss matches strategy shift-view
/// ```
public struct ControllerQuery: Sendable, Equatable {
    /// The controller's class; nil: the only one the learner declared.
    public var className: String?
    /// Device IDs as `:device` takes them.
    public var devices: [String]
    /// `portrait` and/or `landscape`.
    public var orientations: [String]
    /// REPL lines run after the controller is on screen (`:focus nickname`, `:rotate landscape`).
    public var events: [String]
    public var rule: Rule

    /// What the screen must show after the events.
    public enum Rule: Sendable, Equatable {
        /// Every condition holds.
        case expect([Condition])
        /// The same events under the built-in strategy (`:strategy` words) give
        /// the same values at the paths (empty: every view's frame, every
        /// scroll view's offset and bottom inset, and the verdict).
        case matches(strategy: [String], paths: [String])
    }

    /// One condition of an `expect` rule.
    public enum Condition: Sendable, Equatable {
        /// `NAME visible`: not covered by the keyboard and inside the window's safe area.
        case visible(String)
        /// `NAME on keyboard`: the view's bottom edge touches the keyboard's top (a toolbar).
        case onKeyboard(String)
        /// `NAME inset for keyboard`: a scroll view's adjusted bottom inset (content
        /// inset plus what UIKit adds for the safe area) is exactly the part of it
        /// the keyboard covers.
        case insetForKeyboard(String)
        /// `PATH OP NUMBER`, as `:expect` reads it.
        case compare(path: String, op: String, number: Double)
    }

    public init(className: String?, devices: [String], orientations: [String], events: [String], rule: Rule) {
        self.className = className
        self.devices = devices
        self.orientations = orientations
        self.events = events
        self.rule = rule
    }

    static let usage = "usage: :controller [CLASS] on DEVICE,… portrait,landscape [do EVENT; …] expect NAME visible|NAME on keyboard|NAME inset for keyboard|PATH OP NUMBER[, …] (or: matches strategy NAME [OPTIONS] [comparing PATH,…])"
    static let operators = ["==", "!=", "<", "<=", ">", ">="]

    static func parse(_ text: String) -> Result<ControllerQuery, CheckSyntaxError> {
        var words = text.dropFirst(":controller".count).split(separator: " ").map(String.init)
        func fail(_ why: String) -> Result<ControllerQuery, CheckSyntaxError> {
            .failure(CheckSyntaxError(why.isEmpty ? usage : "\(why); \(usage)"))
        }
        var className: String?
        if let first = words.first, first != "on" {
            guard first.first?.isLetter == true, first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return fail("'\(first)' is not a class name")
            }
            className = first
            words.removeFirst()
        }
        guard words.first == "on", words.count >= 3 else { return fail("") }
        let devices = words[1].split(separator: ",").map(String.init)
        let orientations = words[2].split(separator: ",").map(String.init)
        if let bad = orientations.first(where: { $0 != "portrait" && $0 != "landscape" }) {
            return fail("'\(bad)' is not an orientation (portrait or landscape)")
        }
        guard !devices.isEmpty, !orientations.isEmpty else { return fail("") }
        var rest = Array(words[3...])
        var events: [String] = []
        if rest.first == "do" {
            guard let end = rest.firstIndex(where: { $0 == "expect" || $0 == "matches" }) else {
                return fail("the events after 'do' need a rule after them")
            }
            events = rest[1..<end].joined(separator: " ").split(separator: ";")
                .map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            if let bad = events.first(where: { !$0.hasPrefix(":") }) {
                return fail("event '\(bad)' is not a keylab command (:focus NAME, :dismiss, :rotate …, :screen …)")
            }
            if let bad = events.first(where: { $0.hasPrefix(":strategy") || $0.hasPrefix(":device") }) {
                return fail("event '\(bad)' would replace the controller or the device the check puts on screen")
            }
            rest = Array(rest[end...])
        }
        switch rest.first {
        case "expect":
            let clauses = rest.dropFirst().joined(separator: " ").split(separator: ",").map { String($0).trimmingSpaces }
            var conditions: [Condition] = []
            for clause in clauses {
                let parts = clause.split(separator: " ").map(String.init)
                if parts.count == 2, parts[1] == "visible" {
                    conditions.append(.visible(parts[0]))
                } else if parts.count == 3, parts[1] == "on", parts[2] == "keyboard" {
                    conditions.append(.onKeyboard(parts[0]))
                } else if parts.count == 4, parts[1] == "inset", parts[2] == "for", parts[3] == "keyboard" {
                    conditions.append(.insetForKeyboard(parts[0]))
                } else if parts.count == 3, operators.contains(parts[1]), let number = Double(parts[2]) {
                    conditions.append(.compare(path: parts[0], op: parts[1], number: number))
                } else {
                    return fail("'\(clause)' is not a condition (NAME visible, NAME on keyboard, NAME inset for keyboard, or PATH OP NUMBER)")
                }
            }
            guard !conditions.isEmpty else { return fail("'expect' needs a condition") }
            return .success(ControllerQuery(className: className, devices: devices, orientations: orientations,
                                            events: events, rule: .expect(conditions)))
        case "matches":
            guard rest.count >= 3, rest[1] == "strategy", rest[2] != "code" else {
                return fail("'matches' is followed by 'strategy NAME' (a built-in strategy)")
            }
            var strategy = Array(rest[2...])
            var paths: [String] = []
            if let comparing = strategy.firstIndex(of: "comparing") {
                paths = strategy[(comparing + 1)...].joined(separator: ",").split(separator: ",").map(String.init)
                strategy = Array(strategy[..<comparing])
                guard !paths.isEmpty, paths.allSatisfy({ $0.contains(".") || $0 == "verdict" }) else {
                    return fail("'comparing' takes paths such as view.y, nickname.covered or verdict")
                }
            }
            return .success(ControllerQuery(className: className, devices: devices, orientations: orientations,
                                            events: events, rule: .matches(strategy: strategy, paths: paths)))
        default:
            return fail("the check needs a rule: 'expect …' or 'matches strategy …'")
        }
    }
}
