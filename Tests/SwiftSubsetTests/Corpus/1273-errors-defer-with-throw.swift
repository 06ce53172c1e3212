enum E: Error { case boom }
func risky() throws {
    print("open")
    defer { print("close") }
    throw E.boom
}
do {
    try risky()
} catch {
    print("caught \(error)")
}
