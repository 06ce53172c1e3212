let numbers = Array(1...100_000)
let chained = numbers.map { $0 * 3 }.filter { $0 % 2 == 0 }.reduce(0, +)
print(chained)
