let total = 10
print(total())
