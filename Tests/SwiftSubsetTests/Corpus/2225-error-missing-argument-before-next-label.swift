func shift(for height: Int, by delta: Int = 0) -> Int {
    height + delta
}
print(shift(by: 3))
