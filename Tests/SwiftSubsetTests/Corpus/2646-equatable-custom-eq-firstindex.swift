struct Item: Equatable {
    var id: Int
    var label: String
    static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
}
let items = [Item(id: 1, label: "a"), Item(id: 2, label: "b"), Item(id: 1, label: "c")]
print(items.firstIndex(of: Item(id: 1, label: "z")) ?? -1)
print(items.lastIndex(of: Item(id: 1, label: "z")) ?? -1)
print(items.contains(Item(id: 3, label: "a")))
