let big = Int.max
let small = Int.min
print(big)
print(small)
print(Int8.max - 1)
print(UInt8.max / 2)
