protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
}
struct Box: Container {
    var items: [Int] = []
}
var b = Box()
print(b.items)
