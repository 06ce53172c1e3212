protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Bag: Container {
    var items: [Int]
}
func firstItem<C: Container>(of c: C) -> C.Item? {
    c.items.first
}
print(firstItem(of: Bag(items: [4, 5])) ?? 0)
