/// Finding a word or an operator in Swift source the learner typed, for the
/// `:entered` and `:declared … using` checks.
enum SwiftWords {
    /// True when `text` occurs in `source` (runs of spaces count as one);
    /// a word (`for`, `count`) must stand alone: `format` holds no `for`.
    static func contains(_ source: String, _ text: String) -> Bool {
        let haystack = Array(collapsed(source))
        let needle = Array(collapsed(text))
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
            let before = start > 0 ? haystack[start - 1] : " "
            let after = start + needle.count < haystack.count ? haystack[start + needle.count] : " "
            let opensWord = isWord(needle[0]) && isWord(before)
            let closesWord = isWord(needle[needle.count - 1]) && isWord(after)
            if !opensWord && !closesWord { return true }
        }
        return false
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}
