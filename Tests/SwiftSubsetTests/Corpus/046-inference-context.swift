let a: Int8 = 5
let b = a * 2
let c: UInt = 10
let d = c / 3
print(b, type(of: b))
print(d, type(of: d))
