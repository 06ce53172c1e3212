let a: UInt8 = 200
let b: UInt8 = 55
let c = a + b
print(c)
print(c - 5)
