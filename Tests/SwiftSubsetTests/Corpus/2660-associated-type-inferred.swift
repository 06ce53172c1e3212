protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
}
struct Names: Container {
    var items: [String] = []
    mutating func append(_ item: String) { items.append(item) }
    var count: Int { items.count }
}
var n = Names()
n.append("Ann")
n.append("Bo")
print(n.count, n.items)
