let xs = [1, 2, 3]
let ys = xs.filter { $0 * 2 }
print(ys)
