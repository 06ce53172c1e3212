enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}
print(ASCIIControlCharacter.tab.rawValue == "\t")
enum Direction: String {
    case up = "UP", down = "DOWN"
}
print(Direction.down.rawValue)
print(Direction(rawValue: "UP") as Any)
