struct Container<Item> {
    var items: [Item]
}
extension Container {
    func total() -> Int where Item == Int { items.reduce(0, +) }
}
let words = Container(items: ["a"])
print(words.total())
