let xs = [1, 2]
print(zip(xs, ["a", "b"]))
