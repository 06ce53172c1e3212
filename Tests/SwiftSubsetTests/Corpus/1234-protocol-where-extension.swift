protocol Summable { var values: [Int] { get } }
extension Array where Element == Int {
    func sum() -> Int { reduce(0, +) }
}
print([1, 2, 3, 4].sum())
