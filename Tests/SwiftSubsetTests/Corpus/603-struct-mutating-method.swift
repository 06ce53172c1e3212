struct Counter {
    var count = 0
    mutating func increment() {
        count += 1
    }
    mutating func add(_ n: Int) {
        self.count += n
    }
}
var c = Counter()
c.increment()
c.increment()
c.add(5)
print(c.count)
