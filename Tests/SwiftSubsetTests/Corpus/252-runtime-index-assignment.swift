var xs = [1, 2]
xs[2] = 3
print(xs)
