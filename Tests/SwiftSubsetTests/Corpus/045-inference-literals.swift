let x = 1 + 2.0
let y = 3 / 2
let z = 3.0 / 2
let w: Double = 1 + 2
print(x, y, z, w)
print(type(of: x), type(of: y))
