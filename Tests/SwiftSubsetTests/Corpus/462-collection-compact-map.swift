let strings = ["1", "two", "3", "4x", "5"]
let numbers = strings.compactMap { Int($0) }
print(numbers)
let maybe: [Int?] = [1, nil, 3]
print(maybe.compactMap { $0 })
