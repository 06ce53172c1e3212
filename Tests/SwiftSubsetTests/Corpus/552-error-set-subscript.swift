var s: Set<Int> = [1, 2]
print(s[0])
