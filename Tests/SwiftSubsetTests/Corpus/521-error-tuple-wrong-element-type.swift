let pair: (Int, String) = (1, 2)
print(pair)
