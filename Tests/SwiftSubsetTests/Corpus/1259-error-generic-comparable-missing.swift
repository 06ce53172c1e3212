func biggest<T>(_ a: T, _ b: T) -> T {
    return a > b ? a : b
}
