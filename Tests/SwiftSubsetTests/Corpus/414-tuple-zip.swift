let words = ["one", "two", "three"]
let numbers = [1, 2, 3, 4]
for (word, number) in zip(words, numbers) {
    print("\(word): \(number)")
}
print(Array(zip(words, numbers)))
