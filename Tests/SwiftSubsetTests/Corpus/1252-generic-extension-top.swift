struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
extension Stack {
    var topItem: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}
var s = Stack<Int>()
print(s.topItem as Any)
s.push(4)
if let topItem = s.topItem {
    print("The top item on the stack is \(topItem).")
}
