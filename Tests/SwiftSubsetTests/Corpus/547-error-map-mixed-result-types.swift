let xs = [1, 2, 3]
let ys = xs.map { $0 > 1 ? "big" : 0 }
print(ys)
