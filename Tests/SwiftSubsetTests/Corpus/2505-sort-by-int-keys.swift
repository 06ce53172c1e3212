// sorted(by:) and sort(by:) with closures that only compare Int properties (ties keep their order).
struct Player {
    let name: String
    var score: Int
    var level: Int
}
var players = [
    Player(name: "ana", score: 30, level: 2),
    Player(name: "bo", score: 10, level: 5),
    Player(name: "cy", score: 30, level: 1),
    Player(name: "di", score: 20, level: 5),
    Player(name: "ed", score: 10, level: 2),
    Player(name: "fy", score: 30, level: 2),
]
print(players.sorted { $0.score < $1.score }.map { $0.name })
print(players.sorted { $0.score > $1.score || ($0.score == $1.score && $0.level < $1.level) }.map { $0.name })
print(players.sorted { !($0.level <= $1.level) }.map { $0.name })
print(players.sorted { a, b in a.level < 3 && b.level >= 3 }.map { $0.name })
var copy = players
copy.sort { $0.level > $1.level }
copy[0].score += 100
print(copy.map { "\($0.name):\($0.score)" }, players.map { $0.score })
print([5, 3, 9, 1, 3].sorted { $0 > $1 }, [Int]().sorted { $0 < $1 }, [7].sorted { $0 < $1 })
