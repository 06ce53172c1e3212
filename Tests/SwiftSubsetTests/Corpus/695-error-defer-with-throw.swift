enum E: Error { case failed }
func risky(_ fail: Bool) throws {
    print("open")
    defer { print("close") }
    if fail { throw E.failed }
    print("done")
}
try? risky(false)
do {
    try risky(true)
} catch {
    print("caught \(error)")
}
