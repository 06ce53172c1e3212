let word = "Swift"
print(word.uppercased().lowercased())
print((word + "UI").count)
print(word.isEmpty == false)
print(String(word.count) + " letters")
