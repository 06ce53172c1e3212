func minus(_ a: UInt8, _ b: UInt8) -> UInt8 {
    return a - b
}
print(minus(5, 3))
print(minus(3, 5))
