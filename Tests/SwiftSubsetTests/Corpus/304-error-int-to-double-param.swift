func half(_ x: Double) -> Double {
    return x / 2
}
let n = 3
print(half(n))
