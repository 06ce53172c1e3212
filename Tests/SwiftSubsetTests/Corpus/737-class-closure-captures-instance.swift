class Counter {
    var count = 0
    func makeIncrementer() -> () -> Int {
        return {
            self.count += 1
            return self.count
        }
    }
}
let c = Counter()
let inc = c.makeIncrementer()
print(inc(), inc(), c.count)
