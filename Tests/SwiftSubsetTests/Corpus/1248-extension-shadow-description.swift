extension Int {
    var description: String { "my int" }
}
