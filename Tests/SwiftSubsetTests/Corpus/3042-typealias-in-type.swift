struct Inventory {
    typealias Count = Int
    var apples: Count = 3
}
print(Inventory().apples)
