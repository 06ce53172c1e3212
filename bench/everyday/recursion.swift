// Recursion: backtracking N-queens, Towers of Hanoi, memoised paths, recursive gcd and power.
func queens(_ n: Int, _ row: Int, _ cols: inout [Bool], _ d1: inout [Bool], _ d2: inout [Bool]) -> Int {
    if row == n { return 1 }
    var count = 0
    for c in 0..<n {
        if cols[c] || d1[row + c] || d2[row - c + n - 1] { continue }
        cols[c] = true; d1[row + c] = true; d2[row - c + n - 1] = true
        count += queens(n, row + 1, &cols, &d1, &d2)
        cols[c] = false; d1[row + c] = false; d2[row - c + n - 1] = false
    }
    return count
}
func hanoi(_ disks: Int, _ from: Int, _ to: Int, _ via: Int) -> Int {
    if disks == 0 { return 0 }
    return hanoi(disks - 1, from, via, to) + 1 + hanoi(disks - 1, via, to, from)
}
var memo: [Int: Int] = [:]
func paths(_ w: Int, _ h: Int) -> Int {
    if w == 0 || h == 0 { return 1 }
    let key = w * 1000 + h
    if let known = memo[key] { return known }
    let result = (paths(w - 1, h) + paths(w, h - 1)) % 1_000_000_007
    memo[key] = result
    return result
}
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func power(_ base: Int, _ exp: Int, _ m: Int) -> Int {
    if exp == 0 { return 1 }
    let half = power(base, exp / 2, m)
    let sq = half * half % m
    return exp % 2 == 0 ? sq : sq * base % m
}
let n = 250_000
let size = 8
var cols = [Bool](repeating: false, count: size)
var d1 = [Bool](repeating: false, count: 2 * size)
var d2 = [Bool](repeating: false, count: 2 * size)
print(queens(size, 0, &cols, &d1, &d2))
print(hanoi(16, 1, 3, 2))
print(paths(120, 120))
var g = 0
for i in 1...n { g += gcd(i * 7, n - i + 35) }
var p = 0
for i in 1...n / 4 { p = (p + power(i, 1_000_003, 998_244_353)) % 998_244_353 }
print(g, p)
