func pick(_ k: Int) -> String {
    guard k < 3 else { preconditionFailure("k out of range: \(k)") }
    return ["a", "b", "c"][k]
}
print(pick(1))
print(pick(5))
