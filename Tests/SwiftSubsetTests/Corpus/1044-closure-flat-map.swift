let nested = [[1, 2], [3], [4, 5, 6]]
print(nested.flatMap { $0 })
