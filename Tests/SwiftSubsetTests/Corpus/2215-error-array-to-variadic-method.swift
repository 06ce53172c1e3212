struct Bag {
    var items: [Int] = []
    mutating func add(_ xs: Int...) { items += xs }
}
var b = Bag()
b.add([1, 2])
print(b.items)
