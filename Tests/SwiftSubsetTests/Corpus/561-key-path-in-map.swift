let words = ["a", "b"]
print(words.map(\.count))
