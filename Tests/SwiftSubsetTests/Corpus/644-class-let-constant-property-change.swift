class Counter {
    var count = 0
    func increment() { count += 1 }
}
let c = Counter()
c.increment()
c.increment()
c.count += 10
print(c.count)
