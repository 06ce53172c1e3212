let p = (x: 1, y: 2.0)
print(type(of: p))
let q: (Int, String) = (1, "a")
print(type(of: q))
