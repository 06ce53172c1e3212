let a: Float = 1e10
let b: Float = 16777217
let c: Float = 0.1 + 0.2
print(a, b, c)
print(Float(1) / 3 * 3)
