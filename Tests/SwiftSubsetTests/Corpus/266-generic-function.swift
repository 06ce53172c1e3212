func first<T>(_ xs: [T]) -> T? {
    return xs.isEmpty ? nil : xs[0]
}
print(first([1, 2]) ?? 0)
