// `.zero`, `.pi`, `.infinity` where a number is expected: a static member of
// the numeric type the context asks for (`var offset: CGFloat = .zero`).
var offset: Double = .zero
let big: Double = .greatestFiniteMagnitude
var limit: Double? = .infinity
let count: Int = .zero
let angle: Float = .pi
print(offset, big > 1e300, limit ?? 0, count, angle)
offset = .nan
print(offset.isNaN, Double.zero, Int.zero, UInt8.zero)
func scaled(_ x: Double) -> Double { x * 2 }
print(scaled(.pi) > 6.28)
