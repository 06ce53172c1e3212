func multiplier(by factor: Int) -> (Int) -> Int {
    return { $0 * factor }
}
let triple = multiplier(by: 3)
print(triple(7))
print([1, 2, 3].map(triple))
