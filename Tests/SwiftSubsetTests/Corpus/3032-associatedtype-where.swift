// `where` on an associated type constrains what conforming types may use.
protocol Shelf {
    associatedtype Item where Item: Equatable
    var items: [Item] { get }
}
struct Books: Shelf {
    var items: [String]
}
func holds<S: Shelf>(_ s: S, _ x: S.Item) -> Bool { s.items.contains(x) }
let b = Books(items: ["Dune", "Emma"])
print(holds(b, "Emma"), holds(b, "Ulysses"))
