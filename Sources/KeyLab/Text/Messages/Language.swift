/// A language keylab speaks: the lessons' language and the language of every
/// string keylab itself prints (see `Messages`).
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case korean = "ko"

    /// The language for a `--lang` code; anything unknown is English.
    public init(code: String) {
        self = Language(rawValue: code.lowercased()) ?? .english
    }
}
