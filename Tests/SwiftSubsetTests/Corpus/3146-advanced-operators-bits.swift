// Advanced Operators: bitwise operators, shifts, overflow operators, bit patterns
let bits: UInt8 = 0b0000_1111
print(~bits, bits & 0b0011_1100, bits | 0b1111_0000, bits ^ 0b0101_0101)
let shifted: UInt8 = 4
print(shifted << 1, shifted << 6, shifted >> 2, shifted << 7)
let neg: Int8 = -4
print(neg >> 1, neg << 1)
let pink: UInt32 = 0xCC6699
print((pink & 0xFF0000) >> 16, (pink & 0x00FF00) >> 8, pink & 0x0000FF)
var u = UInt8.max
u = u &+ 1
print(u)
var i = Int8.min
i = i &- 1
print(i)
var m: UInt8 = 200
m = m &* 2
print(m)
print(Int8.max &+ 1, Int.max &+ 1 == Int.min)
print(2 + 3 % 4 * 5, (2 + 3) % 4 * 5)
print(0b1010.nonzeroBitCount, UInt8(0b1000).trailingZeroBitCount, UInt8(1).leadingZeroBitCount)
