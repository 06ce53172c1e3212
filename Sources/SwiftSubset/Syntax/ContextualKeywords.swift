/// Swift's contextual keywords (`any`, `some`, `weak`, `lazy`, `indirect`, …) are keywords only
/// where a declaration modifier or a type follows them; anywhere else they are ordinary names
/// (`let any: Any = 5`, `print(any)`, `var weak = 1`). The lexer marks every one as a keyword, so
/// this pass turns back into identifiers those that no name or keyword follows on the same line.
enum ContextualKeywords {
    static let words: Set<String> = [
        "any", "some", "indirect", "lazy", "weak", "unowned", "final", "override", "mutating", "open", "actor",
    ]

    static func demote(_ tokens: inout [Token]) {
        guard tokens.count > 1 else { return }
        for k in 0..<(tokens.count - 1) {
            guard case .keyword(let word) = tokens[k].kind, words.contains(word) else { continue }
            let next = tokens[k + 1]
            // `unowned(unsafe)` is the modifier with its argument.
            if word == "unowned", next.kind == .lparen { continue }
            // After a `.` it is a member name, which the parser reads as it always did.
            if k > 0, tokens[k - 1].kind == .dot { continue }
            switch next.kind {
            case .identifier, .keyword:
                if next.newlineBefore { tokens[k].kind = .identifier(word) }
            default:
                tokens[k].kind = .identifier(word)
            }
        }
    }
}
