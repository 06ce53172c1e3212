extension Array where Element: Comparable {
    func isSorted() -> Bool {
        for i in 1..<count where self[i] < self[i - 1] { return false }
        return true
    }
}
print([1, 2, 3].isSorted(), ["b", "a"].isSorted())
