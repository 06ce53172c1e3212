let a: Int8 = 1
let b: UInt16 = 2
let c: Int64 = 3
let d: UInt = 4
print(type(of: a), type(of: b), type(of: c), type(of: d))
