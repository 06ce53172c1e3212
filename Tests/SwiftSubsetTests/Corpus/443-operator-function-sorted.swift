let xs = [5, 2, 9, 1]
print(xs.sorted(by: >))
print(xs.sorted(by: <))
print(["b", "a", "c"].sorted(by: >))
