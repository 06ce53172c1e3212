let counts = ["a": 3, "b": 1, "c": 2]
let top = counts.sorted { $0.value > $1.value }
for (word, count) in top.prefix(2) {
    print(word, count)
}
for pair in top.prefix(1) { print(pair.key) }
let arr = [(1, "x"), (2, "y")]
for (n, s) in arr.prefix(1) { print(n, s) }
for (i, s) in arr.dropFirst() { print(i, s) }
for (i, (n, s)) in arr.enumerated() { print(i, n, s) }
for case (2, let s) in arr.reversed() { print(s) }
for (k, v) in counts.sorted(by: { $0.key < $1.key }).dropLast() { print(k, v) }
