var letters = Set<Character>()
print("letters is of type Set<Character> with \(letters.count) items.")
letters.insert("a")
print(letters.count)
letters = []
print(letters.isEmpty)
