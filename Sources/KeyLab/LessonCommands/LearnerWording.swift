/// What a failed check tells the learner when the lesson gives no `fail:`
/// text: what is wrong in the learner's terms, never the expected value or
/// the check's source (that would hand over the answer, or read as code the
/// learner never wrote).
/// The sentences come from the message catalogue (`CheckMessage`).
enum LearnerWording {
    /// A failed `:expect PATH OP NUMBER`, named by what it is about;
    /// `viewNames` are the scene's views (a path naming none is said so, in
    /// any language, without reading the reply's words).
    static func expectation(_ command: String, viewNames: [String], messages: Messages) -> String {
        let words = command.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return messages.screenNotAsAsked }
        let parts = words[1].split(separator: ".", maxSplits: 1).map(String.init)
        let name = parts.first ?? words[1]
        let property = parts.count > 1 ? parts[1] : ""
        if name == "keyboard" { return messages.keyboardNotAsAsked }
        if !viewNames.contains(name) { return messages.noSuchView(name) }
        switch property {
        case "covered": return messages.notCovered(name)
        case "offsetY", "insetBottom": return messages.notScrolled(name)
        default: return messages.notWhereWanted(name)
        }
    }

    /// A false Swift condition, named by the learner's own names in it.
    static func notYetTrue(_ condition: String, declaredNames: [String], messages: Messages) -> String {
        let names = identifiers(in: condition).filter(declaredNames.contains).uniqued
        guard !names.isEmpty else { return messages.valuesNotAsAsked }
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        return messages.doesNotHold(list, count: names.count)
    }

    /// A Swift error while evaluating a check: a missing name is said plainly;
    /// anything else would quote the check, so it is said in general terms.
    static func swiftError(_ error: String, messages: Messages) -> String {
        if let name = quotedName(after: "cannot find '", in: error) { return messages.notDeclared(name) }
        if error.hasPrefix("Fatal error") { return messages.stopsWithError(String(error.split(separator: "\n").first ?? "")) }
        return messages.wrongForm
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
