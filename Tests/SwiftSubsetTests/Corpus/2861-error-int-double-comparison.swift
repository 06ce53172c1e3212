let a: Int = 1
let b: Double = 2
print(a > b)
