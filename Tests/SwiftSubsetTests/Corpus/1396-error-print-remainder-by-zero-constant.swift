let r = 7 % 0
print(r)
