let t = (3, 4)
let p: (x: Int, y: Int) = t
print(p.x + p.y)
