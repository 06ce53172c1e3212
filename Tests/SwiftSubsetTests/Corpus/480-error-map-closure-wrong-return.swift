let xs = [1, 2, 3]
let ys: [String] = xs.map { $0 * 2 }
print(ys)
