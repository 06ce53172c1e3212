func makeMultiplier(_ factor: Int) -> (Int) -> Int {
    return { $0 * factor }
}
let triple = makeMultiplier(3)
print(triple(5))
print(makeMultiplier(2)(21))
