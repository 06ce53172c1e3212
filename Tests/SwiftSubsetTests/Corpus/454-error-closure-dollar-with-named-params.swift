let xs = [1, 2]
let ys = xs.map { (x: Int) in $0 + x }
print(ys)
