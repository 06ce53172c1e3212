let a: Int16 = 1000
let b: Int8 = 12
let c = Int32(a) * Int32(b)
print(c, type(of: c))
print(UInt8(b) + 1)
print(Double(a) / 3)
