/// Fills a catalogue template's `{name}` placeholders.
enum MessageTemplate {
    /// The names of the placeholders in `template`, in order of appearance.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if isName(name) { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// `template` with each `{name}` replaced by `arguments[name]`, in one
    /// pass (an argument's own braces are never read as placeholders).
    /// Korean both-forms particles in the template's own text (`{name}이(가)`)
    /// take the form the word before them calls for; values are left as given.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            KoreanParticle.append(rest[..<open], to: &result)
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), isName(after[..<close]),
               let value = arguments[String(after[..<close])] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        KoreanParticle.append(rest, to: &result)
        return result
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber }
    }
}
