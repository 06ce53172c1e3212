let xs = [3, 1, 2]
xs.sort(by: <)
print(xs)
