// Closures whose body is `if c { return a }` … `return b`: sorted by them, and called directly.
struct Racer {
    let bib: Int
    let team: String
    let laps: Int
    let time: Double
}
var racers: [Racer] = []
var seed = 5
for bib in 0..<40 {
    seed = (seed * 75 + 74) % 65537
    racers.append(Racer(bib: bib, team: ["red", "blue", "green"][seed % 3], laps: seed % 4, time: Double(seed % 9) / 2))
}
let byLaps = racers.sorted { a, b in
    if a.laps != b.laps { return a.laps > b.laps }
    if a.time != b.time { return a.time < b.time }
    return a.bib < b.bib
}
print(byLaps.prefix(6).map { "\($0.bib):\($0.laps):\($0.time)" }.joined(separator: " "))
let byTeam = racers.sorted { x, y in
    if x.team == y.team { return x.bib > y.bib }
    return x.team < y.team
}
print(byTeam.prefix(5).map { "\($0.team)-\($0.bib)" }.joined(separator: " "))
// Every comparison returns true: Swift's sort still ends, with its own order.
let flipped = racers.sorted { a, b in
    if a.laps < 0 { return false }
    return true
}
print(flipped.prefix(4).map { $0.bib })
var calls = 0
let counted = racers.sorted { a, b in
    calls += 1
    if a.bib % 5 != b.bib % 5 { return a.bib % 5 < b.bib % 5 }
    return a.bib < b.bib
}
print(counted.prefix(8).map { $0.bib }, calls > 0)
let grade: (Int) -> String = { score in
    if score >= 90 { return "A" }
    if score >= 75 { return "B" }
    return "C"
}
print([95, 80, 12, 75, 90].map(grade))
let safeDivide: (Int, Int) -> Int = { a, b in
    if b == 0 { return 0 }
    return a / b
}
print(safeDivide(17, 5), safeDivide(3, 0))
