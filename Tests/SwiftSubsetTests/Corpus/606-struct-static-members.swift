struct Math {
    static let pi = 3.14
    static var calls = 0
    static func square(_ x: Int) -> Int {
        calls += 1
        return x * x
    }
}
print(Math.pi)
print(Math.square(4))
print(Math.square(5))
print(Math.calls)
