// Enumerations and structures, our own walk-through: squares of a chessboard.
enum Column: Int {
    case a = 1
    case b, c, d, e, f, g, h

    func name() -> String {
        switch self {
        case .a:
            return "rook file"
        case .b, .g:
            return "knight file"
        case .e:
            return "king file"
        default:
            return "file \(self.rawValue)"
        }
    }
}
let kingFile = Column.e
let kingFileNumber = kingFile.rawValue
print(kingFileNumber, kingFile.name())
print(Column.h.rawValue, Column.c.name())

if let fromNumber = Column(rawValue: 2) {
    print(fromNumber.name())
}
if let offBoard = Column(rawValue: 9) {
    print(offBoard.name())
} else {
    print("no column 9")
}

enum Side {
    case white, black

    func colour() -> String {
        switch self {
        case .white:
            return "white"
        case .black:
            return "black"
        }
    }
}
let toMove = Side.black
print(toMove.colour())

enum ClockReading {
    case running(String, String)
    case flagged(String)
}
let middlegame = ClockReading.running("4:12", "3:58")
let timeout = ClockReading.flagged("white ran out of time")
for reading in [middlegame, timeout] {
    switch reading {
    case let .running(white, black):
        print("White \(white), black \(black).")
    case let .flagged(reason):
        print("Game over: \(reason).")
    }
}

struct BoardSquare {
    var column: Column
    var row: Int
    var side: Side
    func describe() -> String {
        return "\(column.name()) row \(row), a \(side.colour()) square"
    }
}
let start = BoardSquare(column: .g, row: 1, side: .white)
print(start.describe())
var moved = start
moved.row = 3
print(moved.describe(), start.row)
