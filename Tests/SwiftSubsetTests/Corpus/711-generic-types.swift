struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element {
        return items.removeLast()
    }
    var topItem: Element? { items.last }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop, stackOfStrings.topItem ?? "none")
print(stackOfStrings)
var ints = Stack<Int>(items: [1, 2])
ints.push(3)
print(ints.items, ints)
enum OptionalValue<Wrapped> {
    case none
    case some(Wrapped)
}
var possibleInteger: OptionalValue<Int> = .none
print(possibleInteger)
possibleInteger = .some(100)
print(possibleInteger)
struct Pair<A, B> { var first: A; var second: B }
let p = Pair(first: 1, second: "x")
print(p.first, p.second, p)
