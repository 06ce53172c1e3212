var s: Set<Int> = [1, 2]
s.insert("3")
print(s)
