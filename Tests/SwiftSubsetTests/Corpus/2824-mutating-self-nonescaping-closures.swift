// Non-escaping closures may use a mutating method's self; escaping ones in classes and
// non-mutating methods may too.
struct Counter {
    var count = 0
    var step = 2
    mutating func addAll(_ xs: [Int]) {
        xs.forEach { count += $0 * step }
        let doubled = xs.map { $0 * self.step }
        count += doubled.reduce(0, +)
    }
    func reporter() -> () -> String {
        return { "count is \(self.count)" }
    }
}
var c = Counter()
c.addAll([1, 2, 3])
let report = c.reporter()
c.count = 0
print(report(), c.count)
final class Box {
    var value = 1
    func incrementer() -> () -> Void { return { self.value += 1 } }
}
let b = Box()
let inc = b.incrementer()
inc(); inc()
print(b.value)
