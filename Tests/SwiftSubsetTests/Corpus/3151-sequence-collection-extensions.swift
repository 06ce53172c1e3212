// Extensions: extending the standard protocols Sequence and Collection, with and without 'where'
extension Collection {
    var second: Element? { dropFirst().first }
    func chunked(by n: Int) -> [[Element]] {
        var out: [[Element]] = [], current: [Element] = []
        for x in self { current.append(x); if current.count == n { out.append(current); current = [] } }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element == String {
    func shout() -> [String] { map { $0.uppercased() } }
}
extension Array where Element: Comparable {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
print([3, 4, 5].second as Any, [Int]().second as Any)
print([1, 2, 3, 4, 5].chunked(by: 2))
print([1, 2, 3].total(), [0.5, 1.25].total())
print(["hi", "yo"].shout())
print([1, 2, 2].isSorted, [3, 1].isSorted)
