struct Pair<T> {
    var first: T
    var second: T
}
extension Pair: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}
print(Pair(first: 1, second: 2))
print("pair: \(Pair(first: "a", second: "b"))")
