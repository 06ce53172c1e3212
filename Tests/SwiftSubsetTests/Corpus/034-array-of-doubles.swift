let prices = [1.0, 2.5, 3]
print(prices)
print(type(of: prices))
