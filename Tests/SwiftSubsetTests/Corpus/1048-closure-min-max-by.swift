let words = ["apple", "kiwi", "banana"]
print(words.min(by: { $0.count < $1.count })!)
print(words.max { $0.count < $1.count }!)
