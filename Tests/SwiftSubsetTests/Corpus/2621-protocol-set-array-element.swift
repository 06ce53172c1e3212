protocol Scorable {
    var score: Int { get set }
}
struct Player: Scorable { var score: Int }
class Team: Scorable { var score = 0 }
var entries: [Scorable] = [Player(score: 1), Team()]
for i in entries.indices { entries[i].score += 10 }
print(entries.map { $0.score })
