struct Pile<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
extension Pile {
    var peek: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}
var p = Pile<Int>()
print(p.peek as Any)
p.push(8)
if let top = p.peek {
    print("On top of the pile: \(top).")
}
