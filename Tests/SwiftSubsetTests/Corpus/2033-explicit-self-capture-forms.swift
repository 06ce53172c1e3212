class Counter {
    var count = 0
    var onTick: (() -> Void)?
    func start() {
        onTick = { [self] in count += 1 }
        onTick?()
        let twice = { [weak self] in
            guard let self else { return }
            count += 2
        }
        twice()
        onTick = { self.count += 10 }
        onTick?()
        print([1, 2].map { count + $0 })
        onTick = nil
    }
}
let c = Counter()
c.start()
print(c.count)
struct Box {
    var size = 3
    func describe() -> () -> String {
        let f = { "size \(size)" }
        return f
    }
}
print(Box().describe()())
