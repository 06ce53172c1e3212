let a = 1
print(b)
