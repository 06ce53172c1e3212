class Counter {
    var count = 0
    var handlers: [() -> Void] = []
    func bump() { count += 1 }
    func register(_ h: @escaping () -> Void) { handlers.append(h) }
    func setup() {
        register {
            let xs = [1, 2].map { $0 + count }
            print(xs)
        }
    }
}
