// A typealias declared inside a type names a type in its members and from outside.
struct Grid {
    typealias Cell = (row: Int, column: Int)
    typealias Row = [Character]
    var rows: [Row]
    func cell(at c: Cell) -> Character { rows[c.row][c.column] }
}
let g = Grid(rows: [Array("ab"), Array("cd")])
let spot: Grid.Cell = (row: 1, column: 0)
print(g.cell(at: spot))
let r: Grid.Row = ["x", "y"]
print(r.count)
