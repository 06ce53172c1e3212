let numbers = [1, 2, 3, 4, 5]
print(numbers.reduce(0, +))
print(numbers.reduce(1) { $0 * $1 })
