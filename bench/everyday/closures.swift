// Closures: map/filter/reduce chains, compactMap, captured counters, composed functions.
let n = 500_000
let numbers = Array(0..<n)
let squares = numbers.map { $0 * $0 % 1000 }
let evens = squares.filter { $0 % 2 == 0 }
let total = evens.reduce(0, +)
let labels = numbers.prefix(30_000).map { "n\($0 % 100)" }
let parsed = labels.compactMap { Int($0.dropFirst()) }
let weird = labels.compactMap { $0.hasSuffix("7") ? nil : $0.count }
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let next = makeCounter()
var last = 0
for _ in 0..<n / 2 { last = next() }
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    return { x in g(f(x)) }
}
let addThree = { (x: Int) -> Int in x + 3 }
let double = { (x: Int) -> Int in x * 2 }
let both = compose(addThree, double)
var composed = 0
for i in 0..<n / 2 { composed = (composed + both(i)) % 1_000_003 }
let maxSquare = squares.max() ?? 0
let firstBig = squares.first { $0 > 990 } ?? -1
let anySeven = squares.contains { $0 == 777 }
let chained = numbers.filter { $0 % 3 == 0 }.map { $0 / 3 }.filter { $0 % 5 != 0 }.reduce(0) { $0 + $1 % 7 }
print(total, evens.count, parsed.reduce(0, +), weird.count, last, composed)
print(maxSquare, firstBig, anySeven, chained)
