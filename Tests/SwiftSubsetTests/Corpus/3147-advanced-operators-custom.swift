// Advanced Operators: operator methods (infix, compound assignment), == from Equatable, precedence of standard operators
struct V2: Equatable { var x = 0.0, y = 0.0 }
extension V2 {
    static func + (l: V2, r: V2) -> V2 { V2(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: V2, r: V2) -> V2 { V2(x: l.x - r.x, y: l.y - r.y) }
    static func * (l: V2, k: Double) -> V2 { V2(x: l.x * k, y: l.y * k) }
}
let a = V2(x: 3, y: 1), b = V2(x: 2, y: 4)
var c = a + b
print(c, c - a)
c = c + V2(x: 1, y: 1)
print(c, c == V2(x: 6, y: 6), c != a)
print(a * 2 + b, a + b * 2)
struct Money: Comparable { var cents: Int
    static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) } }
let prices = [Money(cents: 250), Money(cents: 99), Money(cents: 400)]
print(prices.sorted().map(\.cents), prices.max()!.cents, Money(cents: 5) <= Money(cents: 5))
print(prices.reduce(Money(cents: 0), +).cents)
