/// Every error the engine reports: a value with a message a learner can act on.
/// Cases that concern a misspelled name carry the valid names, so the caller
/// can add "did you mean …?" suggestions.
public enum SimError: Error, Equatable, Hashable, Sendable {
    /// A view name that is not an identifier (letters, digits, `_`, not starting with a digit).
    case invalidName(String)
    /// The name is reserved (`safe`, `keyboard`) or already used.
    case nameTaken(String)
    /// No view with this name; `known` lists the existing names.
    case unknownView(String, known: [String])
    /// The root view cannot be removed, re-added or pinned.
    case rootView(RootViewRefusal)
    /// The named view has the wrong kind for this operation (e.g. `:content` on a label).
    case wrongKind(view: String, kind: ViewKind, expected: ViewKindNeed)
    /// Width or height below zero, or a number that is not finite.
    case invalidFrame(FrameProblem)
    /// Anchors from different axes (`top` to `leading`), or a size anchor used as a position.
    case anchorMismatch(AnchorProblem)
    /// A pin from a view to itself.
    case pinToSelf(String)
    /// Too many constraints on one axis; `pins` are their descriptions.
    case layoutConflict(view: String, axis: Axis, pins: [String], reason: ConflictReason)
    /// Constraints that depend on each other in a circle.
    case layoutCycle(pins: [String])
    /// Unknown device id.
    case unknownDevice(String, known: [String])
    /// Unknown strategy name.
    case unknownStrategy(String, known: [String])
    /// Unknown option of a strategy.
    case unknownOption(strategy: String, option: String, known: [String])
    /// An option value of the wrong shape.
    case invalidOptionValue(option: String, value: String, expected: String)
    /// A required argument is missing.
    case missingArgument(String)
    /// An event that cannot happen now (e.g. `:keyboard floating` on an iPhone).
    case eventNotPossible(EventRefusal)
    /// An `:expect` path that names nothing; `known` lists the valid names.
    case unknownPath(String, known: [String])

    /// The learner-facing message.
    public var message: String {
        switch self {
        case .invalidName(let n):
            return "'\(n)' is not a valid view name: use letters, digits and _, starting with a letter (e.g. nickname)"
        case .nameTaken(let n):
            if n == "safe" || n == "keyboard" {
                return "'\(n)' is reserved: it names the \(n == "safe" ? "safe area" : "keyboard layout guide"); pick another name"
            }
            return "a view named '\(n)' already exists; pick another name or :remove it first"
        case .unknownView(let n, _):
            return "no view named '\(n)' (see :scene for the view tree)"
        case .rootView(let what):
            return "the root view 'view' \(what.english)"
        case .wrongKind(let v, let k, let expected):
            return "'\(v)' is a \(k.rawValue); this needs \(expected.english)"
        case .invalidFrame(let why):
            return why.english
        case .anchorMismatch(let why):
            return why.english
        case .pinToSelf(let v):
            return "'\(v)' cannot be pinned to itself; pin it to its parent, a sibling, safe or keyboard"
        case .layoutConflict(let v, let axis, let pins, let reason):
            return "conflicting constraints on \(v) (\(axis.rawValue)): \(reason.english): " + pins.joined(separator: "; ")
                + " — :remove the view or give each axis at most two of start/end/center/size"
        case .layoutCycle(let pins):
            return "constraints depend on each other in a circle: " + pins.joined(separator: " → ")
        case .unknownDevice(let id, let known):
            return "unknown device '\(id)'; devices: " + known.joined(separator: ", ")
        case .unknownStrategy(let s, let known):
            return "unknown strategy '\(s)'; strategies: " + known.joined(separator: ", ")
        case .unknownOption(let s, let o, let known):
            return known.isEmpty
                ? "strategy \(s) takes no option '\(o)'"
                : "strategy \(s) has no option '\(o)'; options: " + known.joined(separator: ", ")
        case .invalidOptionValue(let o, let v, let expected):
            return "'\(v)' is not a valid value for \(o); expected \(expected)"
        case .missingArgument(let what):
            return "missing \(what)"
        case .eventNotPossible(let why):
            return why.english
        case .unknownPath(let p, _):
            return "unknown path '\(p)'; use NAME.x|y|width|height|screenY|covered|offsetY|insetBottom, keyboard.y or keyboard.height"
        }
    }

    /// Names the learner might have meant (empty when the error is not about a name).
    public var validNames: [String] {
        switch self {
        case .unknownView(_, let k), .unknownDevice(_, let k), .unknownStrategy(_, let k),
             .unknownOption(_, _, let k), .unknownPath(_, let k):
            return k
        default:
            return []
        }
    }
}
