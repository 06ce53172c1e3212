// Sets: membership, insert, union, intersection and difference of Int and String sets.
let n = 240_000
var seen = Set<Int>()
var dups = 0
var seed = 5
for _ in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    let x = seed % (n / 3)
    if seen.contains(x) { dups += 1 } else { seen.insert(x) }
}
var evens = Set<Int>()
for i in stride(from: 0, to: n / 2, by: 2) { evens.insert(i) }
let both = seen.intersection(evens)
let either = seen.union(evens)
let onlySeen = seen.subtracting(evens)
print(seen.count, dups, both.count, either.count, onlySeen.count)
var tags = Set<String>()
var hits = 0
for i in 0..<n / 3 {
    let tag = "t\(i % 1000)"
    if tags.contains(tag) { hits += 1 }
    tags.insert(tag)
}
let small: Set<String> = ["t1", "t2", "t3", "x"]
print(tags.count, hits, tags.contains("t999"), tags.contains("t1000"), small.isSubset(of: tags), small.intersection(tags).count)
