let numbers = [3, 1, 3, 2, 1]
let unique = Set(numbers)
print(unique.count)
print(unique.sorted())
