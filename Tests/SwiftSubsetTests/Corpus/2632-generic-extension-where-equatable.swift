struct Bag<Item> {
    var items: [Item]
}
extension Bag where Item: Equatable {
    func count(of x: Item) -> Int { items.filter { $0 == x }.count }
}
let b = Bag(items: ["a", "b", "a"])
print(b.count(of: "a"))
