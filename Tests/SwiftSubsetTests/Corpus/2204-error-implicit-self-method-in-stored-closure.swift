class Counter {
    var count = 0
    func bump() { count += 1 }
    func make() -> () -> Void {
        let f = { bump() }
        return f
    }
}
let c = Counter()
c.make()()
print(c.count)
