let pair = (1, 2)
print(pair.2)
