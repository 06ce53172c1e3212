struct Age {
    let value: Int
    enum Problem: Error { case negative }
    init(_ v: Int) throws {
        if v < 0 { throw Problem.negative }
        value = v
    }
}
print((try? Age(3))?.value as Any)
print((try? Age(-1))?.value as Any)
