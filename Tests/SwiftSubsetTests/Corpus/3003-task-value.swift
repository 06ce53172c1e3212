// `await task.value` waits for the task's result.
func slowSquare(_ n: Int) async throws -> Int {
    try await Task.sleep(nanoseconds: 5_000_000)
    return n * n
}

let squares = Task { () -> [Int] in
    var result: [Int] = []
    for n in 1...4 {
        result.append(try! await slowSquare(n))
    }
    return result
}
let word = Task { "ready" }
print("waiting")
print(await squares.value)
print(await word.value)
