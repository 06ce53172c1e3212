var numbers = [1, 2, 3, 4, 5, 6]
numbers.removeAll(where: { $0 % 2 == 0 })
print(numbers)
numbers.removeAll { $0 > 3 }
print(numbers)
