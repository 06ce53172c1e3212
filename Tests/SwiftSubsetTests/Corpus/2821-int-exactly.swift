print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any)
let big = 2.0e30
print(Int(exactly: big) as Any, Int(exactly: -0.0) as Any)
let n = Double.nan, inf = Double.infinity
print(Int(exactly: n) as Any, Int(exactly: inf) as Any)
let wide = 300
print(Int8(exactly: wide) as Any, UInt8(exactly: 255) as Any, UInt8(exactly: -1) as Any)
print(UInt(exactly: 12.0) as Any, Int16(exactly: Float(1.5)) as Any)
let huge = Int.max
print(Double(exactly: huge) as Any, Double(exactly: 1 << 52) as Any)
print(Float(exactly: 16777217) as Any, Float(exactly: 0.5) as Any)
if let whole = Int(exactly: 12.0 / 4.0) { print("whole", whole) }
let readings = [1.0, 2.5, 4.0]
print(readings.compactMap { Int(exactly: $0) })
