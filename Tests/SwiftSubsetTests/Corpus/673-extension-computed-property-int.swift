extension Int {
    var squared: Int { self * self }
    var isEven: Bool { self % 2 == 0 }
}
print(5.squared)
let n = 6
print(n.isEven, n.squared)
