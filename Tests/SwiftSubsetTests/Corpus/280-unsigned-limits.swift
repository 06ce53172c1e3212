let top = UInt64.max
print(top)
print(top / 2 + 1)
print(UInt32.max)
print(Int64.min)
let byte: UInt8 = 0b1111_0000
print(byte)
