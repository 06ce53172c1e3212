// Subscripts: read-only, get/set, multiple parameters, labels, overloads, type subscripts
struct Times { let base: Int; subscript(i: Int) -> Int { base * i } }
print(Times(base: 7)[6])
struct Board {
    let rows: Int, cols: Int
    var cells: [Character]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; cells = Array(repeating: ".", count: rows * cols) }
    func inside(_ r: Int, _ c: Int) -> Bool { r >= 0 && r < rows && c >= 0 && c < cols }
    subscript(r: Int, c: Int) -> Character {
        get { precondition(inside(r, c), "off board"); return cells[r * cols + c] }
        set { precondition(inside(r, c), "off board"); cells[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> String { String(cells[(r * cols)..<(r * cols + cols)]) }
}
var b = Board(rows: 2, cols: 3)
b[0, 1] = "x"
b[1, 2] = "o"
print(b[row: 0], b[row: 1], b[0, 1])
enum Weekday: Int { case mon = 1, tue, wed
    static subscript(n: Int) -> Weekday { Weekday(rawValue: n) ?? .mon } }
print(Weekday[3], Weekday[9])
struct Shelf { var items = ["a", "b"]
    subscript(i: Int) -> String { get { items[i] } set { items[i] = newValue } }
    subscript(safe i: Int) -> String? { i < items.count ? items[i] : nil } }
var sh = Shelf()
sh[1] = "z"
sh[0] += "!"
print(sh.items, sh[safe: 5] as Any, sh[safe: 1] ?? "")
