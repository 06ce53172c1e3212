let a: Double = 1
let b: Float = 2
print(a + b)
