// Read-only subscripts written with an explicit `get { … }` block: in a struct, a class, an
// enum, an extension of a standard type, with labels, several parameters, guards and a throwing
// trap inside the getter's own code.
struct Board {
    let columns: Int
    var squares: [String]
    subscript(row: Int, column: Int) -> String {
        get {
            let index = row * columns + column
            guard index < squares.count else { return "?" }
            return squares[index]
        }
    }
    subscript(rowAt r: Int) -> [String] {
        get { Array(squares[(r * columns)..<(r * columns + columns)]) }
    }
}

final class Shelf {
    private var books = ["Dune", "Emma", "Ulysses"]
    subscript(position: Int) -> String? {
        get {
            if position < 0 || position >= books.count { return nil }
            return books[position]
        }
    }
    func add(_ title: String) { books.append(title) }
}

enum Weekday: Int {
    case mon = 1, tue, wed
    static let names = ["", "Monday", "Tuesday", "Wednesday"]
    subscript(shift: Int) -> String {
        get { Weekday.names[(rawValue - 1 + shift) % 3 + 1] }
    }
}

extension Int {
    subscript(digitFromRight k: Int) -> Int {
        get {
            var rest = self
            for _ in 0..<k { rest /= 10 }
            return rest % 10
        }
    }
}

var board = Board(columns: 3, squares: ["x", "o", "x", "o", "x", "o"])
print(board[0, 2], board[1, 1], board[5, 5])
print(board[rowAt: 1])
board.squares[4] = "-"
print(board[1, 1])

let shelf = Shelf()
print(shelf[1] ?? "none", shelf[7] ?? "none")
shelf.add("Beloved")
if let last = shelf[3] { print("last:", last) }

print(Weekday.tue[0], Weekday.wed[1], Weekday.mon[5])
print(4096[digitFromRight: 0], 4096[digitFromRight: 2], 4096[digitFromRight: 7])
var total = 0
for k in 0..<3 { total += board[k % 2, k].count }
print("total", total)
print(board[9, 0].uppercased() + board[0, 0])
