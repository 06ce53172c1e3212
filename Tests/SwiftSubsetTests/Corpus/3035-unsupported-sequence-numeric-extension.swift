// `extension Sequence where Element: Numeric` gives every numeric sequence a sum().
extension Sequence where Element: Numeric {
    func sum() -> Element {
        var total: Element = 0
        for x in self { total += x }
        return total
    }
}
print([1, 2, 3, 4].sum())
print([0.5, 0.25].sum())
print((1...10).sum())
