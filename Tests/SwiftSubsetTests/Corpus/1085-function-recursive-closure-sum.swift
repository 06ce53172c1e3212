func sum(_ values: [Int]) -> Int {
    if values.isEmpty { return 0 }
    return values[0] + sum(Array(values.dropFirst()))
}
print(sum([1, 2, 3, 4]))
