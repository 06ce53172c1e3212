struct Shelf {
    var slots = 0
    var depth = 0
}
let original = Shelf(slots: 8, depth: 30)
var copy = original
copy.slots = 10
print("the copy now has \(copy.slots) slots")
print("the original still has \(original.slots) slots")
