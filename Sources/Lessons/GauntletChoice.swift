/// Which sequences of the keyboard gauntlet (DESIGN.md §9) an exercise's
/// `:controller` checks apply on top of their own rules: all of them unless
/// the exercise says otherwise with a `gauntlet:` line, which must say why.
///
/// ```
/// gauntlet: show, hide-show, cycles because the keyboard's height changes are the next lesson's
/// gauntlet: except emoji, cjk, third-party because this early handler reads the height once, on purpose
/// gauntlet: none because the exercise is about the handler's name, not the screen
/// ```
/// The Lessons module does not know the sequences' names (the engine does):
/// `check-lessons` reports a name it does not know.
public enum GauntletChoice: Sendable, Equatable {
    /// Every sequence (no `gauntlet:` line).
    case all
    /// Only these sequences.
    case only([String], reason: String)
    /// Every sequence but these.
    case except([String], reason: String)
    /// None: the exercise's own rules only.
    case none(reason: String)

    /// The sequence names the line lists (empty for `all` and `none`).
    public var names: [String] {
        switch self {
        case .all, .none: return []
        case .only(let names, _), .except(let names, _): return names
        }
    }

    /// Whether the sequence named `id` runs.
    public func includes(_ id: String) -> Bool {
        switch self {
        case .all: return true
        case .none: return false
        case .only(let names, _): return names.contains(id)
        case .except(let names, _): return !names.contains(id)
        }
    }

    /// Reads the text after `gauntlet:`; an error says what is missing.
    static func parse(_ text: String) -> Result<GauntletChoice, CheckSyntaxError> {
        let usage = "write 'gauntlet: SEQUENCE, … because WHY', 'gauntlet: except SEQUENCE, … because WHY' or 'gauntlet: none because WHY'"
        guard let cut = text.range(of: " because ") else {
            return .failure(CheckSyntaxError("'gauntlet:' narrows the real-world checks, so it must say why: " + usage))
        }
        let list = String(text[..<cut.lowerBound]).trimmingSpaces
        let reason = String(text[cut.upperBound...]).trimmingSpaces
        guard !reason.isEmpty else { return .failure(CheckSyntaxError("'gauntlet:' has no reason after 'because': " + usage)) }
        if list == "none" { return .success(.none(reason: reason)) }
        var except = false
        var names = list
        if names.hasPrefix("except ") {
            except = true
            names = String(names.dropFirst("except ".count))
        }
        let parts = names.split(separator: ",").map { String($0).trimmingSpaces }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
            return .failure(CheckSyntaxError("'gauntlet:' lists no sequence: " + usage))
        }
        return .success(except ? .except(parts, reason: reason) : .only(parts, reason: reason))
    }
}
