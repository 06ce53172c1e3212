let a: (x: Int, y: Int) = (1, 2)
let b: (w: Int, h: Int) = a
print(b)
