struct Queue<Element> {
    var items: [Element] = []
    mutating func enqueue(_ x: Element) { items.append(x) }
}
extension Queue {
    var front: Element? { items.first }
    var isEmpty: Bool { items.isEmpty }
}
var q = Queue<String>()
print(q.isEmpty, q.front ?? "none")
q.enqueue("a")
q.enqueue("b")
print(q.isEmpty, q.front ?? "none")
