struct Pile<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element {
        return items.removeLast()
    }
}
var plates = Pile<String>()
plates.push("blue")
plates.push("white")
plates.push("green")
plates.push("cracked")
let taken = plates.pop()
print(taken)
print(plates.items)
