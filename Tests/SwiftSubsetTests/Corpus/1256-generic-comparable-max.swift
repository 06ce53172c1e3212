func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best { best = v }
    return best
}
print(largest([3, 9, 2]) as Any)
print(largest(["pear", "apple"]) as Any)
print(largest([Double]()) as Any)
