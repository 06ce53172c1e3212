/// Colours Swift source for the terminal: keywords, strings, numbers and
/// comments. Without colour the text is returned unchanged.
struct SwiftHighlighter {
    let style: Style

    static let keywords: Set<String> = [
        "let", "var", "func", "if", "else", "guard", "for", "in", "while", "repeat", "switch", "case",
        "default", "return", "break", "continue", "struct", "class", "enum", "protocol", "extension",
        "import", "init", "self", "Self", "true", "false", "nil", "override", "private", "fileprivate",
        "public", "internal", "static", "final", "weak", "lazy", "mutating", "inout", "throws", "throw",
        "try", "catch", "do", "defer", "where", "as", "is", "some", "any", "typealias", "willSet", "didSet",
        "get", "set", "super", "@objc", "@MainActor", "async", "await", "fallthrough",
    ]

    /// One line of Swift, highlighted.
    func highlight(_ line: String) -> String {
        guard style.color else { return line }
        var result = ""
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                result += style.dim(String(characters[index...]))
                break
            }
            if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, characters.count)
                result += style.green(String(characters[index..<end]))
                index = end
                continue
            }
            if character.isLetter || character == "_" || character == "@" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                let word = String(characters[index..<end])
                if Self.keywords.contains(word) {
                    result += style.magenta(word)
                } else if word.first?.isUppercase == true {
                    result += style.cyan(word)
                } else {
                    result += word
                }
                index = end
                continue
            }
            if character.isNumber {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end] == "_" { end += 1 }
                result += style.yellow(String(characters[index..<end]))
                index = end
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
