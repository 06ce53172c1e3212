let word = "hello"
print(word.count)
print(word.isEmpty)
print("".isEmpty)
print(word.uppercased())
print("MiXeD".lowercased())
