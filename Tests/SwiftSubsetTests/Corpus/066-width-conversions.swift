let small: Int8 = 100
let wide = Int(small) + 1000
let byte = UInt8(200)
let back = Int16(wide)
print(wide, byte, back)
print(type(of: back))
