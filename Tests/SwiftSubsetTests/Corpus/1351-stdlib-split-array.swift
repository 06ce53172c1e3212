let numbers = [1, 0, 2, 3, 0, 4]
print(numbers.split(separator: 0))
