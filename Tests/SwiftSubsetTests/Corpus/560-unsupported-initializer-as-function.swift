let xs = [1, 2]
print(xs.map(String.init))
