// Arrays of structs sorted with closures: String, Double and Int keys, one- and multi-statement closures.
struct Person {
    let id: Int
    let name: String
    let age: Int
    let score: Double
}
let n = 60_000
let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]
var people: [Person] = []
var seed = 11
for i in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    people.append(Person(id: i, name: names[seed % 10] + String(seed % 100), age: 18 + seed % 60,
                         score: Double(seed % 1000) / 10.0))
}
let byName = people.sorted { $0.name < $1.name || ($0.name == $1.name && $0.id < $1.id) }
let byScore = people.sorted { $0.score > $1.score || ($0.score == $1.score && $0.id < $1.id) }
let byAge = people.sorted { a, b in
    if a.age != b.age { return a.age < b.age }
    return a.id > b.id
}
var ids = people.map { $0.id }
ids.sort { ($0 * 7919) % n < ($1 * 7919) % n }
print(byName[0].name, byName[0].id, byName[n - 1].name, byName[n / 2].id)
print(byScore[0].score, byScore[0].id, byScore[n - 1].id)
print(byAge[0].id, byAge[n - 1].id, ids[0], ids[1], ids[n - 1])
