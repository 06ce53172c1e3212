// @MainActor on a type, a function and a task's closure.
@MainActor
final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}

@MainActor
func report(_ c: Counter) {
    print("count is \(c.value)")
}

let counter = Counter()
counter.increment()
report(counter)
let t = Task { @MainActor in
    counter.increment()
    counter.increment()
    report(counter)
}
await t.value
print("final", counter.value)
