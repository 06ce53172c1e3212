// Protocols: protocols as types, delegation, conformance via extension, collections of protocol type
protocol Die { func roll() -> Int }
struct Fixed: Die { let faces: [Int]; var i = 0
    func roll() -> Int { faces[0] } }
class Cycle: Die { var faces: [Int]; var i = 0; init(_ f: [Int]) { faces = f }
    func roll() -> Int { defer { i = (i + 1) % faces.count }; return faces[i] } }
protocol GameDelegate: AnyObject {
    func started(_ g: Game)
    func rolled(_ g: Game, _ n: Int)
}
class Game {
    let die: Die
    weak var delegate: GameDelegate?
    var score = 0
    init(die: Die) { self.die = die }
    func play(turns: Int) {
        delegate?.started(self)
        for _ in 0..<turns { let n = die.roll(); score += n; delegate?.rolled(self, n) }
    }
}
class Tracker: GameDelegate {
    var turns = 0
    func started(_ g: Game) { print("start with score", g.score) }
    func rolled(_ g: Game, _ n: Int) { turns += 1; print("turn", turns, "rolled", n, "total", g.score) }
}
let game = Game(die: Cycle([3, 5, 1]))
let tracker = Tracker()
game.delegate = tracker
game.play(turns: 4)
protocol TextRep { var text: String { get } }
extension Game: TextRep { var text: String { "game at \(score)" } }
extension Fixed: TextRep { var text: String { "fixed \(faces)" } }
let reps: [TextRep] = [game, Fixed(faces: [6])]
for r in reps { print(r.text) }
let dice: [any Die] = [Fixed(faces: [2]), Cycle([4, 4])]
print(dice.map { $0.roll() })
