extension Array {
    var second: Element? { count > 1 ? self[1] : nil }
}
print([10, 20, 30].second ?? 0)
print(["x"].second ?? "none")
