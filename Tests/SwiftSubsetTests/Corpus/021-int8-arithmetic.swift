let a: Int8 = 100
let b: Int8 = 27
print(a + b)
print(type(of: a + b))
