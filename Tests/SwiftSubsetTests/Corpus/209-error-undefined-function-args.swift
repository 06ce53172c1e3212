let total = sum(1, 2)
print(total)
