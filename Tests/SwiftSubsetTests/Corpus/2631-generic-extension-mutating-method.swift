struct Stack<Element> {
    var items: [Element] = []
}
extension Stack {
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
var s = Stack<Int>()
s.push(1)
s.push(2)
print(s.pop() ?? 0, s.items)
