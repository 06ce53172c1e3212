// Concurrency: AsyncStream and for await, tasks that run after the code that made them suspends
let numbers = AsyncStream<Int> { c in
    for i in 1...4 { c.yield(i * i) }
    c.finish()
}
func total() async -> Int {
    var sum = 0
    for await n in numbers where n % 2 == 0 { sum += n }
    return sum
}
print(await total())
var log: [String] = []
let worker = Task { log.append("task ran") }
log.append("after making task")
await worker.value
print(log)
let (stream, cont) = AsyncStream.makeStream(of: String.self)
Task {
    for w in ["a", "b", "c"] { cont.yield(w) }
    cont.finish()
}
for await w in stream { print("got", w) }
