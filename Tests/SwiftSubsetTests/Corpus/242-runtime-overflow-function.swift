func add(_ a: Int8, _ b: Int8) -> Int8 {
    return a + b
}
print(add(100, 27))
print(add(100, 100))
