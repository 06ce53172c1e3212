let numbers = [1, 2, 3]
let strings: [String] = numbers.map { $0 * 2 }
print(strings)
