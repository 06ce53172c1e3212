extension Session {
    /// Scene output with typographic characters (−, →, ×, ≈, ·) spelled in
    /// ASCII when the terminal is not UTF-8 (`style.unicode` false).
    func sceneText(_ text: String) -> String {
        AsciiFallback.apply(text, style: style)
    }
}
