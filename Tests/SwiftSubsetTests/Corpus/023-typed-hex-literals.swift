let mask: UInt8 = 0xFF
let bits: Int16 = 0b0111
let big: Int64 = 9_000_000_000_000
let u: UInt32 = 4_000_000_000
print(mask, bits, big, u)
