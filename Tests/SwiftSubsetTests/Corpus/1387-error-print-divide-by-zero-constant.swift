let x = 10 / 0
print(x)
