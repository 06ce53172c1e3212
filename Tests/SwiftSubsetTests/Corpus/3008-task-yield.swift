// Task.yield() lets the other ready tasks run first.
var order: [String] = []
let a = Task {
    for k in 1...3 {
        order.append("a\(k)")
        await Task.yield()
    }
}
let b = Task {
    for k in 1...3 {
        order.append("b\(k)")
        await Task.yield()
    }
}
await a.value
await b.value
print(order.joined(separator: " "))
