func shift(for height: Int, by delta: Int = 0) -> Int {
    height + delta
}
print(shift(for: 336))
print(shift(height: 336))
