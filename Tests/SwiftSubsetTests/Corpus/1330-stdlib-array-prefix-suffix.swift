let numbers = [1, 2, 3, 4, 5]
print(numbers.prefix(2))
print(numbers.suffix(2))
print(numbers.prefix(10))
print(Array(numbers.prefix(3)))
