struct Stack<Element> {
    var items: [Element] = []
}
extension Stack {
    init(one: Element) { items = [one] }
}
print(Stack(one: 3).items)
print(Stack(items: ["a", "b"]).items)
