struct Cursor {
    var column = 0, line = 0
    mutating func advance(columns dc: Int, lines dl: Int) {
        column += dc
        line += dl
    }
}
var cursor = Cursor(column: 4, line: 1)
cursor.advance(columns: 3, lines: 2)
print("The cursor is at column \(cursor.column), line \(cursor.line)")
