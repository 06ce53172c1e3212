protocol DiceRoller {
    func roll() -> Int
}
class CyclingDice: DiceRoller {
    var last = 3
    let faces = 6
    let jump = 5
    func roll() -> Int {
        last = (last + jump) % faces
        return last + 1
    }
}
let dice = CyclingDice()
print("First roll: \(dice.roll())")
print("Second roll: \(dice.roll())")
print("Third roll: \(dice.roll())")
