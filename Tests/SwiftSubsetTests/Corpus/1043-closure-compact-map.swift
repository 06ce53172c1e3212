let strings = ["1", "two", "3", "four"]
let numbers = strings.compactMap { Int($0) }
print(numbers)
