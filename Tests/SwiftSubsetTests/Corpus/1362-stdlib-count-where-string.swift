let text = "banana"
print(text.count(where: { $0 == "a" }))
