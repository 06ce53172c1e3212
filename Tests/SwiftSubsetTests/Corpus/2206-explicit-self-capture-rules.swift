class Counter {
    var count = 0
    var handlers: [() -> Void] = []
    var onChange: ((Int) -> Void)?
    func bump() { count += 1 }
    func register(_ h: @escaping () -> Void) { handlers.append(h) }
    func each(_ body: () -> Void) { body() }
    func setup() {
        register { [self] in bump(); print("count", count) }
        register { self.bump() }
        each { bump() }
        let xs = [1, 2].map { $0 + count }
        print(xs)
        let h: Int = { count * 10 }()
        print(h)
        onChange = { n in print("changed", n, self.count) }
        handlers.forEach { $0() }
        onChange?(count)
    }
}
struct S {
    var n = 1
    func make() -> () -> Int { return { n } }
}
Counter().setup()
print(S().make()())
