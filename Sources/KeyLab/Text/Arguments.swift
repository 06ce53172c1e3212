/// Splits a command line into words: white space separates, double quotes
/// group (`:add label "full name" ...`), a backslash escapes the next character.
public enum Arguments {
    /// The words of `line`; an unclosed quote keeps the rest as one word.
    public static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        var escaped = false
        for character in line {
            if escaped { current.append(character); escaped = false; hasWord = true; continue }
            if character == "\\" { escaped = true; continue }
            if character == "\"" { inQuotes.toggle(); hasWord = true; continue }
            if !inQuotes && (character == " " || character == "\t") {
                if hasWord { words.append(current); current = ""; hasWord = false }
                continue
            }
            current.append(character)
            hasWord = true
        }
        if hasWord { words.append(current) }
        return words
    }
}
