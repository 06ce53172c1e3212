/// What one `check:` line asks, parsed when the lesson loads so that a
/// malformed check is reported as `file:line` before anyone runs it.
///
/// Checks test the concept, not only a final number: besides `:expect` on the
/// screen and Swift `Bool` expressions, a check can ask how a name was
/// declared (`let` or `var`, and its type) and what happened on the screen
/// (a notification, a handler, a field switch), in order.
public enum CheckPrimitive: Sendable, Equatable {
    /// `:expect PATH OP NUMBER`, run as the keylab command.
    case expect(String)
    /// `:declared let|var NAME[: TYPE]`: the learner declared NAME that way.
    case declared(DeclarationQuery)
    /// `:trace has ITEM [after ITEM]`: the session's events contain ITEM.
    case trace(TraceQuery)
    /// `:entered TEXT`: a Swift entry the session accepted contains TEXT as
    /// written (a keyword such as `for`, an operator such as `<<`).
    case entered(String)
    /// `:entered TEXT in NAME`: the same, in an entry whose code names NAME
    /// (the graded function, variable or type), so TEXT typed elsewhere
    /// (another function, a scratch line) does not count.
    case enteredIn(String, name: String)
    /// `:predicted PATH [right]`: the learner guessed PATH with `:predict`
    /// before an event revealed it (and, with `right`, guessed it right).
    case predicted(path: String, right: Bool)
    /// `:controller …`: the learner's view controller over a device ×
    /// orientation matrix gives what a rule or a built-in strategy gives.
    case controller(ControllerQuery)
    /// A Swift `Bool` expression evaluated in the learner's session.
    case swift(String)

    /// Parses a check's text; the error is the message to report at its line.
    public static func parse(_ text: String) -> Result<CheckPrimitive, CheckSyntaxError> {
        if text.hasPrefix(":expect") { return .success(.expect(text)) }
        if text.hasPrefix(":declared") { return DeclarationQuery.parse(text).map { .declared($0) } }
        if text.hasPrefix(":trace") { return TraceQuery.parse(text).map { .trace($0) } }
        if text.hasPrefix(":entered") {
            let rest = String(text.dropFirst(":entered".count)).trimmingSpaces
            guard !rest.isEmpty else { return .failure(CheckSyntaxError("usage: :entered TEXT [in NAME]")) }
            // `… in NAME` at the end ties TEXT to the entry that names NAME.
            if let cut = rest.range(of: " in ", options: .backwards) {
                let name = String(rest[cut.upperBound...])
                let text = String(rest[..<cut.lowerBound]).trimmingSpaces
                if !text.isEmpty, let first = name.first, first.isLetter || first == "_",
                   name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    return .success(.enteredIn(text, name: name))
                }
            }
            return .success(.entered(rest))
        }
        if text.hasPrefix(":predicted") {
            let words = text.dropFirst(":predicted".count).split(separator: " ").map(String.init)
            guard (words.count == 1 || (words.count == 2 && words[1] == "right")), words[0].contains(".") else {
                return .failure(CheckSyntaxError("usage: :predicted PATH [right]"))
            }
            return .success(.predicted(path: words[0], right: words.count == 2))
        }
        if text.hasPrefix(":controller") { return ControllerQuery.parse(text).map { .controller($0) } }
        if text.hasPrefix(":") {
            return .failure(CheckSyntaxError("unknown check '\(text.split(separator: " ").first.map(String.init) ?? text)': use :expect, :declared, :trace, :entered, :predicted, :controller or a Swift Bool expression"))
        }
        return .success(.swift(text))
    }
}

/// Why a check's text cannot be understood.
public struct CheckSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// `:declared let grade: Character`: NAME is declared with `let` (or `var`)
/// and, when TYPE is given, has exactly that type (`Character`, not `String`).
/// `using A B` adds: the declaration's line mentions the names A and B, so
/// `let total = 10.0` does not pass for "the total computed from the price".
public struct DeclarationQuery: Sendable, Equatable {
    public var name: String
    public var isLet: Bool
    /// The type as Swift writes it (`[String]`, `Double`); nil: any type.
    public var type: String?
    /// Names the declaring line must use.
    public var uses: [String]

    public init(name: String, isLet: Bool, type: String?, uses: [String] = []) {
        self.name = name
        self.isLet = isLet
        self.type = type
        self.uses = uses
    }

    static let usage = "usage: :declared let|var NAME[: TYPE] [using NAME...]"

    static func parse(_ text: String) -> Result<DeclarationQuery, CheckSyntaxError> {
        var rest = String(text.dropFirst(":declared".count)).trimmingSpaces
        var uses: [String] = []
        let all = rest.split(separator: " ").map(String.init)
        if let using = all.firstIndex(of: "using") {
            uses = all[(using + 1)...].flatMap { $0.split(separator: ",").map(String.init) }
            guard !uses.isEmpty else { return .failure(CheckSyntaxError(usage)) }
            rest = all[..<using].joined(separator: " ")
        }
        let words = rest.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, words[0] == "let" || words[0] == "var" else {
            return .failure(CheckSyntaxError(usage))
        }
        let parts = words[1].split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
        guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return .failure(CheckSyntaxError(usage))
        }
        let type = parts.count > 1 ? parts[1] : nil
        if type?.isEmpty == true { return .failure(CheckSyntaxError(usage)) }
        return .success(DeclarationQuery(name: name, isLet: words[0] == "let", type: type, uses: uses))
    }
}

/// `:trace has ITEM [after ITEM]`: something happened on the screen since the
/// exercise started, optionally after something else.
///
/// An ITEM is an event as typed (`:focus search`, `:screen disappear`), a
/// notification (`keyboardWillHide`), a handler (`keyboardWillShow(_:)`), a
/// piece of the UIKit code a handler ran (`view.endEditing(true)`), or
/// `field-switch` (focus moved to another field while the keyboard was up).
public struct TraceQuery: Sendable, Equatable {
    public var item: String
    /// Only what happened after the first occurrence of this item counts.
    public var after: String?

    public init(item: String, after: String? = nil) {
        self.item = item
        self.after = after
    }

    static let usage = "usage: :trace has ITEM [after ITEM] (ITEM: an event such as :focus email, a notification, a handler, UIKit code, or field-switch)"

    static func parse(_ text: String) -> Result<TraceQuery, CheckSyntaxError> {
        let rest = String(text.dropFirst(":trace".count)).trimmingSpaces
        guard rest.hasPrefix("has ") else { return .failure(CheckSyntaxError(usage)) }
        let words = rest.dropFirst(4).split(separator: " ").map(String.init)
        let split = words.firstIndex(of: "after")
        let item = words[..<(split ?? words.count)].joined(separator: " ")
        let after = split.map { words[($0 + 1)...].joined(separator: " ") }
        guard !item.isEmpty, after?.isEmpty != true else { return .failure(CheckSyntaxError(usage)) }
        return .success(TraceQuery(item: item, after: after))
    }
}
