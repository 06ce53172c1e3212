struct Counter {
    var count = 0
    mutating func makeIncrementer() -> () -> Void {
        return { self.count += 1 }
    }
}
var c = Counter()
let f = c.makeIncrementer()
f()
print(c.count)
