let (a, b) = (1, 2)
a = 3
print(a, b)
