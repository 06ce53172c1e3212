var numbers = [1, 2, 3]
numbers.removeSubrange(1..<2)
print(numbers)
numbers.removeSubrange(1...4)
print(numbers)
