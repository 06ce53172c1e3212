let s: Set<Int> = [1]
s.insert(2)
print(s)
