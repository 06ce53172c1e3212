func countOccurrences<T: Hashable>(_ items: [T]) -> [T: Int] {
    var result: [T: Int] = [:]
    for item in items { result[item, default: 0] += 1 }
    return result
}
let counts = countOccurrences(["a", "b", "a"])
print(counts["a"]!, counts["b"]!, counts["c"] as Any)
