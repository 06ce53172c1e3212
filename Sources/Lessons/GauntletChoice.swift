/// Which sequences of the keyboard gauntlet (DESIGN.md §9) an exercise's
/// `:controller` checks apply on top of their own rules, and which of its
/// properties they judge: everything unless the exercise narrows it with a
/// `gauntlet:` line, which must say why.
///
/// ```
/// gauntlet: show, hide-show, cycles because the keyboard's height changes are the next lesson's
/// gauntlet: except switch-fields, push-pop because this handler moves for one field; lesson 05 fixes it
/// gauntlet: all without resting-layout because the exercise writes only the show handler
/// gauntlet: none because the exercise is about the handler's name, not the screen
/// ```
/// The Lessons module does not know the sequences' or properties' names (the
/// engine does): `check-lessons` reports a name it does not know.
public struct GauntletChoice: Sendable, Equatable {
    /// The sequences that run.
    public enum Sequences: Sendable, Equatable {
        case all
        case only([String])
        case except([String])
        case none
    }

    public var sequences: Sequences
    /// Properties not judged (`without resting-layout`).
    public var without: [String]
    /// Why the exercise narrows the gauntlet (required unless it applies all of it).
    public var reason: String?

    /// Every sequence, every property (no `gauntlet:` line).
    public static let all = GauntletChoice(sequences: .all, without: [], reason: nil)

    public init(sequences: Sequences, without: [String], reason: String?) {
        self.sequences = sequences
        self.without = without
        self.reason = reason
    }

    /// The sequence names the line lists.
    public var names: [String] {
        switch sequences {
        case .all, .none: return []
        case .only(let names), .except(let names): return names
        }
    }

    /// Whether the sequence named `id` runs.
    public func includes(_ id: String) -> Bool {
        switch sequences {
        case .all: return true
        case .none: return false
        case .only(let names): return names.contains(id)
        case .except(let names): return !names.contains(id)
        }
    }

    static let usage = "write 'gauntlet: SEQUENCE, … because WHY', 'gauntlet: except SEQUENCE, … because WHY', "
        + "'gauntlet: all without PROPERTY, … because WHY' (the two may be joined) or 'gauntlet: none because WHY'"

    /// Reads the text after `gauntlet:`; an error says what is missing.
    static func parse(_ text: String) -> Result<GauntletChoice, CheckSyntaxError> {
        guard let cut = text.range(of: " because ") else {
            return .failure(CheckSyntaxError("'gauntlet:' narrows the real-world checks, so it must say why: " + usage))
        }
        var list = String(text[..<cut.lowerBound]).trimmingSpaces
        let reason = String(text[cut.upperBound...]).trimmingSpaces
        guard !reason.isEmpty else { return .failure(CheckSyntaxError("'gauntlet:' has no reason after 'because': " + usage)) }
        func names(_ text: String) -> [String]? {
            let parts = text.split(separator: ",").map { String($0).trimmingSpaces }
            return parts.isEmpty || parts.contains(where: \.isEmpty) ? nil : parts
        }
        var without: [String] = []
        if let w = list.range(of: " without ") ?? (list.hasPrefix("without ") ? list.range(of: "without ") : nil) {
            guard let properties = names(String(list[w.upperBound...])) else {
                return .failure(CheckSyntaxError("'gauntlet:' lists no property after 'without': " + usage))
            }
            without = properties
            list = String(list[..<w.lowerBound]).trimmingSpaces
        }
        if list == "none" { return .success(GauntletChoice(sequences: .none, without: without, reason: reason)) }
        if list == "all" || list.isEmpty { return .success(GauntletChoice(sequences: .all, without: without, reason: reason)) }
        var except = false
        if list == "except" { return .failure(CheckSyntaxError("'gauntlet:' lists no sequence after 'except': " + usage)) }
        if list.hasPrefix("except ") {
            except = true
            list = String(list.dropFirst("except ".count))
        }
        guard let sequences = names(list) else { return .failure(CheckSyntaxError("'gauntlet:' lists no sequence: " + usage)) }
        return .success(GauntletChoice(sequences: except ? .except(sequences) : .only(sequences), without: without, reason: reason))
    }
}
