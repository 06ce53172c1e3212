let numbers = [1, 2, 3]
print(numbers)
print(numbers.count)
print(numbers[0], numbers[2])
print(numbers.isEmpty)
