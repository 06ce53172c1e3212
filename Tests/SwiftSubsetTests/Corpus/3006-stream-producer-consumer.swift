// A consumer task waits in `for await` while the top level produces values with pauses.
let (heights, continuation) = AsyncStream.makeStream(of: Double.self)

let consumer = Task {
    var count = 0
    for await h in heights {
        count += 1
        print("keyboard height \(h)")
    }
    print("stream finished after \(count) values")
    return count
}

for h in [0.0, 291.0, 336.0] {
    continuation.yield(h)
    print("posted \(h)")
    try await Task.sleep(nanoseconds: 1_000_000)
}
continuation.finish()
let total = await consumer.value
print("consumer saw", total)
