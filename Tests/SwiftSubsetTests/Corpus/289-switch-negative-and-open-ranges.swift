func describe(_ n: Int) -> String {
    switch n {
    case ..<0:
        return "negative"
    case 0:
        return "zero"
    case 1...9:
        return "digit"
    default:
        return "big"
    }
}
print(describe(-4), describe(0), describe(7), describe(12))
