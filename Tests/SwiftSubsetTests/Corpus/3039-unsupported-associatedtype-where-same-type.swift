protocol Shelf {
    associatedtype Item where Item == Int
    var items: [Item] { get }
}
struct Books: Shelf {
    var items: [Int]
}
print(Books(items: [1]).items)
