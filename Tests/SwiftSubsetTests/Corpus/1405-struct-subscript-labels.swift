struct Matrix {
    let columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        return grid[(row * columns) + column] + Double(row)
    }
}
class Shelf {
    var books = ["Dune", "Emma"]
    subscript(at index: Int) -> String {
        index < books.count ? books[index] : "none"
    }
}
let m = Matrix(rows: 2, columns: 2)
print(m[1, 1])
let shelf = Shelf()
print(shelf[at: 0], shelf[at: 5])
