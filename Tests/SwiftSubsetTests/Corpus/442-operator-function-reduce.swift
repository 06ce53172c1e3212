let xs = [1, 2, 3, 4]
print(xs.reduce(0, +))
print(xs.reduce(1, *))
print(["a", "b", "c"].reduce("", +))
print([3.5, 1.5].reduce(0, +))
