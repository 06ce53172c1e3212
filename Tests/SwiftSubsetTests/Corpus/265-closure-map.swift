let xs = [1, 2, 3]
let doubled = xs.map { $0 * 2 }
print(doubled)
