print([3, 1, 2].min()!, [3, 1, 2].max()!)
print(["b", "a"].min() as Any)
print(max(1, 5, 3), min(2.5, 1.5))
