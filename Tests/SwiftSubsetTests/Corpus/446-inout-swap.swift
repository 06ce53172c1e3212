func switchSeats(_ left: inout Int, _ right: inout Int) {
    let waiting = left
    left = right
    right = waiting
}
var rowA = 14
var rowB = 3
switchSeats(&rowA, &rowB)
print("row A now has seat \(rowA), row B has seat \(rowB)")
