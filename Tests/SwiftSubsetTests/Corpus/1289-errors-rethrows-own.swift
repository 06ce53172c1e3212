func apply(_ f: (Int) throws -> Int, to x: Int) rethrows -> Int {
    return try f(x)
}
print(apply({ $0 + 1 }, to: 1))
