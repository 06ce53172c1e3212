struct Player: Comparable {
    let name: String
    let score: Int
    static func < (a: Player, b: Player) -> Bool { a.score < b.score }
}
let players = [Player(name: "A", score: 3), Player(name: "B", score: 1), Player(name: "C", score: 2)]
print(players.sorted().map(\.name))
print(players.max()!.name)
