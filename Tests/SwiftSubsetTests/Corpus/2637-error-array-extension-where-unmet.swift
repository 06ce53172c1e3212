extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
}
let words = ["a", "b"]
print(words.total())
