func sum<T: Numeric>(_ values: [T]) -> T {
    var total: T = 0
    for v in values { total += v }
    return total
}
print(sum([1, 2, 3]))
print(sum([1.5, 2.5]))
