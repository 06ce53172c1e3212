enum Direction {
    case up, down
    var opposite: Direction {
        switch self {
        case .up: return .down
        case .down: return .up
        }
    }
    mutating func flip() {
        self = opposite
    }
}
var d = Direction.up
print(d.opposite)
d.flip()
print(d)
