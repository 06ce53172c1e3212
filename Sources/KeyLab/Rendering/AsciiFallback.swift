/// Replaces the typographic characters keylab's explanations use with ASCII
/// when the terminal cannot show Unicode (`Style.unicode` false).
public enum AsciiFallback {
    private static let replacements: [(String, String)] = [
        ("−", "-"), ("→", "->"), ("⇒", "=>"), ("⋮", ":"), ("←", "<-"), ("×", "x"), ("≈", "~"), ("…", "..."),
        ("✓", "*"), ("✗", "x"), ("•", "-"), ("·", "."), ("≤", "<="), ("≥", ">="), ("≠", "!="),
        ("‘", "'"), ("’", "'"), ("“", "\""), ("”", "\""), ("—", "-"), ("–", "-"),
    ]

    /// `text` unchanged when `style.unicode` is true; otherwise with every
    /// known typographic character replaced by its ASCII spelling.
    public static func apply(_ text: String, style: Style) -> String {
        guard !style.unicode else { return text }
        var result = text
        for (from, to) in replacements where result.contains(from) {
            result = result.replacing(from, with: to)
        }
        return result
    }
}
