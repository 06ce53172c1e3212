let numbers = [1, 2, 3, 4, 5]
print(numbers.dropFirst())
print(numbers.dropLast())
print(numbers.dropFirst(2))
print(numbers.dropLast(9))
