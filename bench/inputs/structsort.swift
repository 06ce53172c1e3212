struct Item {
    let id: Int
    let score: Int
}
var items: [Item] = []
var seed = 42
for i in 0..<100_000 {
    seed = (seed * 1103515245 + 12345) % 2147483648
    items.append(Item(id: i, score: seed % 1000))
}
let ranked = items.sorted { $0.score < $1.score || ($0.score == $1.score && $0.id < $1.id) }
print(ranked[0].id, ranked[50_000].id, ranked[99_999].id)
