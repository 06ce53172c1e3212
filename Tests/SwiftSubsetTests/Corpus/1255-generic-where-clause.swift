func allItemsMatch<C1: Sequence, C2: Sequence>(_ a: C1, _ b: C2) -> Bool
    where C1.Element == C2.Element, C1.Element: Equatable {
    return Array(a) == Array(b)
}
print(allItemsMatch([1, 2, 3], [1, 2, 3]))
print(allItemsMatch(["a"], ["b"]))
