struct Point { var x: Int; var y: Int }
struct Queue<T> {
    private var items: [T] = []
    var isEmpty: Bool { items.isEmpty }
    mutating func enqueue(_ x: T) { items.append(x) }
    mutating func dequeue() -> T? {
        if items.isEmpty { return nil }
        return items.removeFirst()
    }
}
var q = Queue<Point>()
q.enqueue(Point(x: 1, y: 2))
q.enqueue(Point(x: 3, y: 4))
print(q.dequeue() as Any)
print(q.isEmpty)
