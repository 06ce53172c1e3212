struct Money: Equatable {
    var cents: Int
    static func == (a: Money, b: Money) -> Bool { a.cents == b.cents }
}
print(Money(cents: 100) == Money(cents: 100))
print([Money(cents: 1), Money(cents: 2)].contains(Money(cents: 2)))
