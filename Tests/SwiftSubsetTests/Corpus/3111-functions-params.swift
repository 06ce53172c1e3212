// Functions: labels, defaults, variadics, in-out, multiple returns, implicit return
func greet(_ who: String, from place: String = "home") -> String { "\(who) from \(place)" }
print(greet("Ann"), greet("Bo", from: "work"))
func mean(_ values: Double...) -> Double {
    var sum = 0.0
    for v in values { sum += v }
    return values.isEmpty ? 0 : sum / Double(values.count)
}
print(mean(1, 2, 4), mean())
func bounds(_ xs: [Int]) -> (low: Int, high: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() { if x < lo { lo = x } else if x > hi { hi = x } }
    return (lo, hi)
}
if let b = bounds([8, -3, 12, 0]) { print(b.low, b.high) }
print(bounds([]) == nil)
func exchange(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
var p = 1, q = 9
exchange(&p, &q)
print(p, q)
func nothing() {}
print(nothing() == ())
func shout(_ s: String) -> String { s.uppercased() + "!" }
print(shout("hey"))
func pair(first a: Int, second b: Int) -> Int { a * 10 + b }
print(pair(first: 3, second: 4))
