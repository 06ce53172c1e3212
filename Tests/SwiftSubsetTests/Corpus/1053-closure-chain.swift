let result = (1...10).filter { $0 % 2 == 1 }.map { $0 * $0 }.reduce(0, +)
print(result)
