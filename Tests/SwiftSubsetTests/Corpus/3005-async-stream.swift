// An AsyncStream's build closure runs at once; `for await` takes its elements in order.
let countdown = AsyncStream<Int> { continuation in
    for n in stride(from: 3, through: 1, by: -1) {
        continuation.yield(n)
    }
    continuation.finish()
}
var seen: [Int] = []
for await n in countdown {
    seen.append(n)
    print("tick", n)
}
print("liftoff after", seen)
