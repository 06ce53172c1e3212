let nested = [[1, 2], [3], [], [4, 5]]
print(nested.flatMap { $0 })
print([1, 2, 3].flatMap { [$0, $0 * 10] })
