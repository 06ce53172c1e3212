let raw = ["1", "2", "x"]
let numbers = raw.map { Int($0)! }
print(numbers)
