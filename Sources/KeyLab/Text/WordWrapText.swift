extension WordWrap {
    /// Every line of `text` wrapped to `width` columns at spaces, so that the
    /// terminal never cuts a word (`:lesson keyboard/notifications`) in two.
    static func text(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { lines(String($0), width: width) }
            .joined(separator: "\n")
    }
}
