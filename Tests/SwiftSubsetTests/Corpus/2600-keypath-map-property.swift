struct Player {
    let name: String
    let score: Int
}
let players = [Player(name: "Ann", score: 7), Player(name: "Bo", score: 3)]
let names = players.map(\.name)
print(names)
print(players.map(\.score).reduce(0, +))
