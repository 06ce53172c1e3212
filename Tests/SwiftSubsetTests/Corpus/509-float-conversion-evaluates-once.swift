var calls = 0
func next() -> Double {
    calls += 1
    return Double(calls) + 0.5
}
let f = Float(next())
print(f, calls)
