let numbers = [1, 2, 3, 4, 5, 6]
print(numbers.filter { $0 % 2 == 0 })
print(numbers.filter { $0 > 10 })
print("banana".filter { $0 != "a" })
print((1...20).filter { $0 % 7 == 0 })
