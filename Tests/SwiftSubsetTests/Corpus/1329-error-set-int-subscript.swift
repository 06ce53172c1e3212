let s: Set = [1, 2, 3]
print(s[0])
