/// One entry of the message catalogue: an area's enum case with its English
/// and Korean templates. A template names its arguments in braces
/// (`step {n} of {count}`); both languages use the same names, in any order.
protocol MessageEntry: Sendable {
    /// The key, for tests and docs (`Area.case`).
    var key: String { get }
    /// The English template.
    var english: String { get }
    /// The Korean template (해요체, the glossary's terms).
    var korean: String { get }
}

extension MessageEntry {
    /// The template in `language`.
    func template(in language: Language) -> String {
        switch language {
        case .english: return english
        case .korean: return korean
        }
    }
}

extension MessageEntry where Self: RawRepresentable, RawValue == String {
    var key: String { "\(Self.self).\(rawValue)" }
}
