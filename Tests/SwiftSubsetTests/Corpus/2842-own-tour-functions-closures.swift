// Functions and closures, our own walk-through: a chess clock.
func announce(player: String, seconds: Int) -> String {
    return "\(player) has \(seconds)s left."
}
print(announce(player: "Rin", seconds: 95))

func announce(_ player: String, after move: Int) -> String {
    return "\(player) to play move \(move)."
}
print(announce("Oskar", after: 31))

func summarize(moveTimes: [Int]) -> (fastest: Int, slowest: Int, total: Int) {
    var fastest = moveTimes[0]
    var slowest = moveTimes[0]
    var total = 0
    for time in moveTimes {
        if time < fastest {
            fastest = time
        } else if time > slowest {
            slowest = time
        }
        total += time
    }
    return (fastest, slowest, total)
}
let game = summarize(moveTimes: [12, 4, 40, 9, 4])
print(game.total)
print(game.0, game.1, game.2)
print(game.slowest)

func clockAfterIncrements() -> Int {
    var remaining = 60
    func addIncrement() {
        remaining += 2
    }
    addIncrement()
    addIncrement()
    return remaining
}
print(clockAfterIncrements())

func makePenalty() -> ((Int) -> Int) {
    func takeTen(seconds: Int) -> Int {
        return seconds - 10
    }
    return takeTen
}
let penalty = makePenalty()
print(penalty(75))

func anyMove(in times: [Int], matches rule: (Int) -> Bool) -> Bool {
    for time in times {
        if rule(time) {
            return true
        }
    }
    return false
}
func isBlitz(seconds: Int) -> Bool {
    return seconds < 5
}
var moves = [30, 3, 18, 7]
print(anyMove(in: moves, matches: isBlitz))
print(anyMove(in: moves, matches: { $0 > 100 }))

print(moves.map({ (time: Int) -> Int in
    let withIncrement = time + 2
    return withIncrement
}))
let doubled = moves.map({ time in time * 2 })
print(doubled)
let slowestFirst = moves.sorted { $0 > $1 }
print(slowestFirst)
