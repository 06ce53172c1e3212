enum Full: Error { case full }
struct Queue {
    var items: [Int] = []
    mutating func push(_ x: Int) throws {
        items.append(x)
        if items.count > 2 { throw Full.full }
    }
}
struct Holder { var queue = Queue() }
var h = Holder()
var list = [Queue()]
for i in 1...4 {
    do { try h.queue.push(i) } catch { print("full at", i, h.queue.items) }
    do { try list[0].push(i * 10) } catch { print("list full at", i, list[0].items) }
}
print(h.queue.items, list[0].items)
