struct Money: Equatable, Comparable, CustomStringConvertible {
    var cents: Int
    static func == (lhs: Money, rhs: Money) -> Bool { lhs.cents == rhs.cents }
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    var description: String { "$\(cents / 100).\(cents % 100)" }
}
let a = Money(cents: 150), b = Money(cents: 275)
print(a + b, a < b, a > b, a <= b, a >= b, a == b, a != b)
enum Level: Comparable { case low, mid, high }
print(Level.low < Level.high, Level.high <= Level.mid)
struct Point { var x = 0 }
