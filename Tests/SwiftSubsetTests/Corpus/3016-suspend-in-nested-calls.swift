// A task suspends deep inside nested calls and recursion, and resumes where it stopped.
func countDown(_ n: Int, label: String, unit: UInt64) async throws -> Int {
    if n == 0 { return 0 }
    try await Task.sleep(nanoseconds: UInt64(n) * unit * 1_000_000)
    print(label, n)
    return n + (try await countDown(n - 1, label: label, unit: unit))
}

// x wakes at 300, 500 and 600 ms; y at 260 and 390 ms.
let x = Task { try await countDown(3, label: "x", unit: 100) }
let y = Task { try await countDown(2, label: "y", unit: 130) }
let sx = try await x.value
let sy = try await y.value
print(sx, sy)
