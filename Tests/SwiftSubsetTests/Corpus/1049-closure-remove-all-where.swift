var numbers = [1, 2, 3, 4, 5, 6]
numbers.removeAll(where: { $0 % 3 == 0 })
print(numbers)
