let s = "hi"
print(s.size)
