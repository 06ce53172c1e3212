let a = [1, 2, 3]
print(a.prefix(count: 2))
