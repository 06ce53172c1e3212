final class Subscription: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (a: Subscription, b: Subscription) -> Bool { a === b }
    var hashValue: Int { id }
}
var live = Set<Subscription>()
let first = Subscription(id: 1)
live.insert(first)
live.insert(first)
live.insert(Subscription(id: 2))
print(live.count, live.contains(first))
live.remove(first)
print(live.count, live.contains(first))
var names: [Subscription: String] = [first: "first"]
print(names[first] ?? "none")
