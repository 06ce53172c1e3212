// Structs holding arrays: appending through properties, mutating methods, and fields of elements.
struct Item {
    var name: String
    var quantity: Int
    var tags: [String] = []
}
struct Inventory {
    var items: [Item] = []
    var log: [String] = []
    mutating func add(_ name: String, _ quantity: Int) {
        items.append(Item(name: name, quantity: quantity))
        log.append("add \(name)")
    }
    mutating func restock(every k: Int) {
        for i in items.indices where i % k == 0 {
            items[i].quantity += 10
            items[i].tags.append("restocked")
        }
    }
}
struct Warehouse {
    var inventories: [Inventory] = [Inventory(), Inventory(), Inventory()]
    var moves: [Int] = []
}
let n = 80_000
var warehouse = Warehouse()
for i in 0..<n {
    warehouse.inventories[i % 3].add("item\(i % 500)", i % 13)
    warehouse.moves.append(i % 3)
    if i % 10 == 0 { warehouse.inventories[i % 3].items[0].quantity += 1 }
}
for k in 0..<3 { warehouse.inventories[k].restock(every: 7 + k) }
var inv = warehouse.inventories[1]
inv.items[5].tags.append("copy")
var total = 0
var tagged = 0
for inventory in warehouse.inventories {
    for item in inventory.items {
        total += item.quantity
        tagged += item.tags.count
    }
}
print(total, tagged, warehouse.moves.count, warehouse.inventories[0].log.count, inv.items[5].tags.count,
      warehouse.inventories[1].items[5].tags.count, warehouse.inventories[0].items[0].quantity)
