let xs = ["a", "b"]
let ys = [1, 2]
for (i, (s, n)) in zip(xs, ys).enumerated() {
    print(i, s, n)
}
print(xs.enumerated().map { "\($0.offset): \($0.element)" })
print(xs.enumerated().map { i, s in "\(i)=\(s)" })
let pairs = zip(xs, ys).map { ($1, $0) }
print(pairs)
let dict = Dictionary(uniqueKeysWithValues: zip(xs, ys))
print(dict.count)
var seen = Set<String>()
let unique = ["x", "y", "x"].filter { seen.insert($0).inserted }
print(unique)
let grid = [[1, 2], [3, 4]]
let flat = grid.flatMap { row in row.map { $0 * 10 } }
print(flat)
let sum = grid.map { $0.reduce(0, +) }.reduce(0, +)
print(sum)
let best = [("a", 3), ("b", 5), ("c", 1)].max { $0.1 < $1.1 }!
print(best.0)
