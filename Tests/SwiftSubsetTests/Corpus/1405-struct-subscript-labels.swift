struct SeatingPlan {
    let seatsPerRow: Int
    var guests: [String]
    init(rows: Int, seatsPerRow: Int) {
        self.seatsPerRow = seatsPerRow
        guests = Array(repeating: "empty", count: rows * seatsPerRow)
    }
    subscript(row: Int, seat: Int) -> String {
        return guests[row * seatsPerRow + seat] + " (row \(row))"
    }
}
class Shelf {
    var books = ["Atlas", "Cookbook"]
    subscript(at index: Int) -> String {
        index < books.count ? books[index] : "none"
    }
}
let plan = SeatingPlan(rows: 2, seatsPerRow: 3)
print(plan[1, 2])
let shelf = Shelf()
print(shelf[at: 0], shelf[at: 5])
