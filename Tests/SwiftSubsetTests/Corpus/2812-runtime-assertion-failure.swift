func describe(_ n: Int) -> String {
    switch n {
    case 0...9: return "digit"
    case 10...: return "big"
    default:
        assertionFailure("negative numbers are not expected")
        return "negative"
    }
}
print(describe(4), describe(40))
func pick(_ k: Int) -> String {
    guard k < 3 else { preconditionFailure("k out of range") }
    return ["a", "b", "c"][k]
}
print(pick(2))
print(describe(-1))
