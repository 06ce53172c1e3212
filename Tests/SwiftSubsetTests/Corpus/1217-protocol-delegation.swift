protocol DiceGameDelegate: AnyObject {
    func gameDidStart()
    func gameDidEnd(turns: Int)
}
class Tracker: DiceGameDelegate {
    func gameDidStart() { print("Started a new game") }
    func gameDidEnd(turns: Int) { print("The game lasted for \(turns) turns") }
}
class Game {
    weak var delegate: DiceGameDelegate?
    func play() {
        delegate?.gameDidStart()
        delegate?.gameDidEnd(turns: 4)
    }
}
let tracker = Tracker()
let game = Game()
game.delegate = tracker
game.play()
