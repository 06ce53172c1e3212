func fail(_ message: String) -> Never {
    fatalError(message)
}
func half(_ n: Int) -> Int {
    guard n % 2 == 0 else {
        fail("\(n) is odd")
    }
    return n / 2
}
func sign(_ n: Int) -> String {
    if n > 0 { return "plus" }
    if n < 0 { return "minus" }
    fail("zero has no sign")
}
print(half(10))
print(sign(-4))
print(half(7))
print("not reached")
