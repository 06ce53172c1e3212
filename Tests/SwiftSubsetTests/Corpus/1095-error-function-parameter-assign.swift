func double(_ x: Int) -> Int {
    x = x * 2
    return x
}
