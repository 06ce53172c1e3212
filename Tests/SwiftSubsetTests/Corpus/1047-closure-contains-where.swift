let words = ["apple", "kiwi", "banana"]
print(words.contains(where: { $0.count == 4 }))
print(words.allSatisfy { $0.count > 3 })
