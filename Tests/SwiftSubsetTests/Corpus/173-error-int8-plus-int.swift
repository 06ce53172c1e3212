let a: Int8 = 1
let b = 2
print(a + b)
