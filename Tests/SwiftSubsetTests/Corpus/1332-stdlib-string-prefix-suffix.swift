let word = "keyboard"
print(word.prefix(3))
print(word.suffix(5))
print(word.dropFirst(3))
print(word.dropLast())
print(String(word.prefix(3)).uppercased())
