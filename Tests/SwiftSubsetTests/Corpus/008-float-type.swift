let f: Float = 0.1
let g: Float = 1.0 / 3.0
print(f)
print(g)
print(f * 3)
print(type(of: f))
