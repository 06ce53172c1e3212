extension Int {
    enum Kind {
        case negative, zero, positive
    }
    var kind: Kind {
        if self == 0 { return .zero }
        return self > 0 ? .positive : .negative
    }
}
let kinds = [3, 0, -2].map { $0.kind }
print(kinds)
print(kinds[0], Int.Kind.zero == 0.kind)
struct Grid {
    struct Cell: Equatable { var row: Int, col: Int }
    enum Direction: String, CaseIterable { case up, down }
    var cells: [Cell] = []
    mutating func add(_ c: Cell) { cells.append(c) }
    func moved(_ c: Cell, _ d: Direction) -> Cell {
        switch d {
        case .up: return Cell(row: c.row - 1, col: c.col)
        case .down: return Cell(row: c.row + 1, col: c.col)
        }
    }
}
var g = Grid()
g.add(Grid.Cell(row: 1, col: 1))
print(g.moved(g.cells[0], .down), Grid.Direction.allCases.map { $0.rawValue })
print(g.cells.contains(Grid.Cell(row: 1, col: 1)))
