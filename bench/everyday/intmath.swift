// Integer math: a sieve on [Bool], trial division, Collatz lengths, digit sums and gcd.
let n = 60_000
var isPrime = [Bool](repeating: true, count: n + 1)
isPrime[0] = false
isPrime[1] = false
var p = 2
while p * p <= n {
    if isPrime[p] {
        var m = p * p
        while m <= n {
            isPrime[m] = false
            m += p
        }
    }
    p += 1
}
var primeCount = 0
var primeSum = 0
for i in 0...n where isPrime[i] {
    primeCount += 1
    primeSum += i
}
func isPrimeByDivision(_ x: Int) -> Bool {
    if x < 2 { return false }
    var d = 2
    while d * d <= x {
        if x % d == 0 { return false }
        d += 1
    }
    return true
}
var agree = 0
for i in stride(from: 0, through: n, by: 3) where isPrimeByDivision(i) == isPrime[i] { agree += 1 }
var longest = 0
var longestStart = 0
for start in 1..<n / 2 {
    var x = start
    var steps = 0
    while x != 1 {
        x = x % 2 == 0 ? x / 2 : 3 * x + 1
        steps += 1
    }
    if steps > longest {
        longest = steps
        longestStart = start
    }
}
var digitTotal = 0
for i in 0..<n {
    var x = i * 7
    while x > 0 {
        digitTotal += x % 10
        x /= 10
    }
}
var g = 0
for i in 1..<n {
    var a = i, b = 360_360
    while b != 0 { (a, b) = (b, a % b) }
    g += a
}
print(primeCount, primeSum, agree, longest, longestStart, digitTotal, g)
