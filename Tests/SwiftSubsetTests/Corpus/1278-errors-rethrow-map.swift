enum E: Error { case negative }
func check(_ n: Int) throws -> Int {
    if n < 0 { throw E.negative }
    return n * 2
}
do {
    let r = try [1, 2, 3].map(check)
    print(r)
    _ = try [1, -2].map(check)
} catch {
    print("failed: \(error)")
}
