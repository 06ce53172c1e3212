/// Tab completion: the session knows its commands and their arguments
/// (view names, device ids, strategies, lesson ids).
extension Session {
    /// Candidates for the word being typed at the end of `line`
    /// (the line up to the cursor), sorted, without duplicates.
    public func completions(for line: String) -> [String] {
        if !line.trimmingWhitespace.hasPrefix(":") || isAwaitingMoreInput {
            // Swift: complete the identifier before the cursor, as libedit
            // breaks words at punctuation such as `(`.
            let partial = String(line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            return Array(Set(swiftCompletions(partial).filter { $0.hasPrefix(partial) })).sorted()
        }
        let endsWithSpace = line.last == " " || line.last == "\t"
        var words = Arguments.split(line)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let candidates: [String]
        if words.isEmpty {
            candidates = registry.names
        } else if let first = words.first, first.hasPrefix(":"),
                  let command = registry.command(named: String(first.dropFirst())) {
            candidates = command.complete?(self, words.count - 1, Array(words.dropFirst())) ?? []
        } else {
            candidates = []
        }
        return Array(Set(candidates.filter { $0.hasPrefix(partial) })).sorted()
    }

    private func swiftCompletions(_ partial: String) -> [String] {
        guard !partial.isEmpty else { return [] }
        return swift.declaredNames + SwiftCompletions.keywords
    }
}

/// Swift words offered by tab completion.
enum SwiftCompletions {
    static let keywords = [
        "let", "var", "func", "if", "else", "for", "in", "while", "repeat", "switch", "case",
        "default", "return", "guard", "break", "continue", "print", "true", "false", "nil",
        "Int", "Double", "Float", "Bool", "String", "Character", "stride",
    ]
}
