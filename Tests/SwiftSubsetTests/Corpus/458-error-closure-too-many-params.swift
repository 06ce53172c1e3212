let xs = [1, 2]
let ys = xs.filter { x, y in x > y }
print(ys)
