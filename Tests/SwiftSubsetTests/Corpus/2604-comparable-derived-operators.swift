struct Money: Comparable {
    var cents: Int
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
}
let a = Money(cents: 150), b = Money(cents: 99)
print(a > b, a <= b, a >= a, a == Money(cents: 150), a != b)
