/// Inline Markdown in plain text fields (an exercise's task and hints).
public enum InlineMarkdown {
    /// The text parsed as Markdown paragraphs; paragraphs are joined by line breaks.
    public static func parse(_ text: String) -> [Inline] {
        var parser = MarkdownParser(file: "")
        var result: [Inline] = []
        for located in parser.parse(text) {
            guard case .paragraph(let inlines) = located.block else { continue }
            if !result.isEmpty { result.append(.lineBreak) }
            result += inlines
        }
        return result.isEmpty ? [.text(text)] : result
    }
}
