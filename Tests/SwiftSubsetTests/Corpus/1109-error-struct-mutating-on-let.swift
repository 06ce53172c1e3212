struct Cursor {
    var column = 0, line = 0
    mutating func advance(columns dc: Int, lines dl: Int) {
        column += dc
        line += dl
    }
}
let pinned = Cursor(column: 3, line: 3)
pinned.advance(columns: 2, lines: 3)
