let xs = [1, 2, 3]
let i = -1
print(xs[i])
