let numbers = [1, 2, 3, 4]
let sum = numbers.reduce(0) { result, n in result + n }
print(sum)
print(numbers.reduce(0, +))
let sentence = ["Swift", "is", "fun"].reduce("") { $0.isEmpty ? $1 : $0 + " " + $1 }
print(sentence)
