struct Queue<Element> {
    var waiting: [Element] = []
    mutating func join(_ item: Element) {
        waiting.append(item)
    }
    mutating func serve() -> Element {
        return waiting.removeFirst()
    }
    var next: Element? { waiting.first }
}
var checkout = Queue<String>()
checkout.join("Ada")
checkout.join("Bo")
checkout.join("Cy")
let served = checkout.serve()
print(served, checkout.next ?? "none")
print(checkout)
var orders = Queue<Int>(waiting: [41, 42])
orders.join(43)
print(orders.waiting, orders)
// Optional's own shape, written out: a case named `none` and one named `some`.
enum Maybe<Value> {
    case none
    case some(Value)
}
var locker: Maybe<Int> = .none
print(locker)
locker = .some(318)
print(locker)
struct Pair<A, B> { var first: A; var second: B }
let p = Pair(first: 1, second: "x")
print(p.first, p.second, p)
