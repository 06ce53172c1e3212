struct Shelf {
    var slots = 0
    var depth = 0
}
let emptyShelf = Shelf()
print("The empty shelf has \(emptyShelf.slots) slots")
