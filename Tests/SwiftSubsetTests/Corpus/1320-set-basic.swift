var seenKeys = Set<Character>()
print("seenKeys starts with \(seenKeys.count) keys.")
seenKeys.insert("k")
print(seenKeys.count)
seenKeys = []
print(seenKeys.isEmpty)
