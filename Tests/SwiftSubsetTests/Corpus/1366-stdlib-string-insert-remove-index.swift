var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
