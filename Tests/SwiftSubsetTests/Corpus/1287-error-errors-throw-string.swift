func check(_ n: Int) throws {
    if n < 0 { throw "negative" }
}
