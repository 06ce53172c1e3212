var square = 0
var diceRoll = 0
gameLoop: while square != 10 {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    switch square + diceRoll {
    case 10:
        break gameLoop
    case let newSquare where newSquare > 10:
        continue gameLoop
    default:
        square += diceRoll
    }
}
print("Game over at \(square) after roll \(diceRoll)")
