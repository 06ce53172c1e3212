struct Box<T> {
    var values: [T]
}
extension Box where T: Comparable {
    var largest: T? { values.max() }
}
print(Box(values: [3, 9, 4]).largest ?? 0)
print(Box(values: ["pear", "apple"]).largest ?? "")
