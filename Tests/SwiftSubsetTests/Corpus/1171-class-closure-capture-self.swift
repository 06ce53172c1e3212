class Counter {
    var count = 0
    lazy var increment: () -> Void = { [unowned self] in
        self.count += 1
    }
}
let c = Counter()
c.increment()
c.increment()
print(c.count)
