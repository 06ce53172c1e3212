let word = "abc"
print(word.map { $0.uppercased() })
print(word.map { String($0) }.joined(separator: "-"))
print(word.contains { $0 == "b" })
