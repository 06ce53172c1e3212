struct Predicate {
    let test: (Int) -> Bool
}
func ~= (p: Predicate, value: Int) -> Bool { p.test(value) }
let negative = Predicate { $0 < 0 }
let big = Predicate { $0 > 100 }
for x in [-5, 500, 7] {
    switch x {
    case negative: print(x, "negative")
    case big: print(x, "big")
    default: print(x, "small")
    }
}
