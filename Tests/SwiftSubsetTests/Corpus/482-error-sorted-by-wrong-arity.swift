let xs = [3, 1]
print(xs.sorted { a in a > 1 })
