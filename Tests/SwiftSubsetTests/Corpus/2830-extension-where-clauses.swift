struct Container<Item> {
    var items: [Item]
    func count() -> Int { items.count }
}
extension Container where Item: Equatable {
    func has(_ x: Item) -> Bool { items.contains(x) }
    func allEqual() -> Bool { items.allSatisfy { $0 == items[0] } }
}
extension Container {
    func total() -> Int where Item == Int { items.reduce(0, +) }
    func joinedText() -> String where Item == String { items.joined(separator: "+") }
    func largest() -> Item? where Item: Comparable { items.max() }
}
let numbers = Container(items: [3, 1, 2])
print(numbers.has(2), numbers.has(9), numbers.allEqual(), numbers.total(), numbers.largest()!)
let words = Container(items: ["b", "a"])
print(words.has("a"), words.joinedText(), words.largest() ?? "none", words.count())
struct Thing { var n: Int }
let things = Container(items: [Thing(n: 1)])
print(things.count())
