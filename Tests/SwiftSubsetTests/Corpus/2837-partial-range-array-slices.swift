let a = [1, 2, 3, 4, 5]
print(a[1...], a[..<2], a[...0], a[5...], a[..<0])
let tail = a[2...]
print(tail.count, tail.first!, Array(tail))
var words = ["x", "y", "z"]
for w in words[1...] { print(w) }
words[1...] = ["q"]
print(words, words[...0].count)
let n = 2
print(a[n...].reduce(0, +), a[..<n].map { $0 * 10 })
