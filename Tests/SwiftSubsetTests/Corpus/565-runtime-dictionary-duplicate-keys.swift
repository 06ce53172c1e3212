let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)])
print(d)
