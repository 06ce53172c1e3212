/// What a failed check tells the learner when the lesson gives no `fail:`
/// text: what is wrong in the learner's terms, never the expected value or
/// the check's source (that would hand over the answer, or read as code the
/// learner never wrote).
enum LearnerWording {
    static let notHappened = "what the task asks has not happened on the screen yet"
    static let notWritten = "your Swift does not do it the way the task asks yet"

    static func notDeclared(_ name: String) -> String {
        "`\(name)` is not declared yet"
    }

    /// A failed `:expect PATH OP NUMBER`, named by what it is about.
    static func expectation(_ command: String, found: String) -> String {
        let words = command.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return "the screen is not as the task asks yet" }
        let parts = words[1].split(separator: ".", maxSplits: 1).map(String.init)
        let name = parts.first ?? words[1]
        let property = parts.count > 1 ? parts[1] : ""
        if name == "keyboard" { return "the keyboard is not as the task asks yet" }
        if found.contains("no view") || found.contains("unknown view") || found.contains("no such view") {
            return "there is no view named `\(name)` yet"
        }
        switch property {
        case "covered": return "the keyboard does not cover `\(name)` the way the task asks yet"
        case "offsetY", "insetBottom": return "the scroll view `\(name)` is not scrolled or inset as the task asks yet"
        default: return "`\(name)` is not where the task wants it yet"
        }
    }

    /// A false Swift condition, named by the learner's own names in it.
    static func notYetTrue(_ condition: String, declaredNames: [String]) -> String {
        let names = identifiers(in: condition).filter(declaredNames.contains).uniqued
        guard !names.isEmpty else { return "your values are not what the task asks yet" }
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        return names.count == 1 ? "\(list) does not hold what the task asks yet" : "\(list) do not hold what the task asks yet"
    }

    /// A Swift error while evaluating a check: a missing name is said plainly;
    /// anything else would quote the check, so it is said in general terms.
    static func swiftError(_ error: String) -> String {
        if let name = quotedName(after: "cannot find '", in: error) { return notDeclared(name) }
        if error.hasPrefix("Fatal error") { return "your code stops with an error when it runs: \(error.split(separator: "\n").first ?? "")" }
        return "something you declared does not have the type or form the task asks for"
    }

    private static func quotedName(after prefix: String, in text: String) -> String? {
        guard let start = text.firstRange(of: prefix)?.upperBound else { return nil }
        let name = text[start...].prefix { $0 != "'" }
        return name.isEmpty ? nil : String(name)
    }

    /// Swift identifiers in an expression (outside string literals).
    private static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inString = false
        var previous: Character = " "
        // A name right after a dot is a member (`.count`), not the learner's.
        var isMember = false
        for character in text + " " {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && (character.isLetter || character == "_" || (character.isNumber && !current.isEmpty)) {
                if current.isEmpty { isMember = previous == "." }
                current.append(character)
            } else {
                if !current.isEmpty && !isMember { result.append(current) }
                current = ""
            }
            previous = character
        }
        return result
    }
}
