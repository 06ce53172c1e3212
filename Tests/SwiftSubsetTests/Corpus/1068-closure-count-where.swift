let numbers = [3, 8, 1, 9, 4]
print(numbers.count(where: { $0 > 3 }))
