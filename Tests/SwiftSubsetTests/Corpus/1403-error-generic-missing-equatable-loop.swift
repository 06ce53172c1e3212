func count<T>(_ value: T, in items: [T]) -> Int {
    var n = 0
    for item in items {
        if item == value { n += 1 }
    }
    return n
}
print(count(2, in: [1, 2, 2]))
