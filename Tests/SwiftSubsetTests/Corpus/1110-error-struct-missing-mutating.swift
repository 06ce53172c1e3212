struct Counter {
    var count = 0
    func increment() {
        count += 1
    }
}
var c = Counter()
c.increment()
