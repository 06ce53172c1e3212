// Concurrency: async functions, await, Task, task values, async throws, @MainActor functions
func fetch(_ n: Int) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64(n) * 50_000_000)
    return n * 10
}
func both() async -> [Int] {
    let a = await fetch(1)
    let b = await fetch(2)
    return [a, b]
}
let t = Task { await both() }
print("started")
let values = await t.value
print(values)
enum Stop: Error { case early }
func risky(_ x: Int) async throws -> Int { if x < 0 { throw Stop.early }; return x }
do { let v = try await risky(3); print("ok", v); _ = try await risky(-1) } catch { print("failed", type(of: error)) }
@MainActor func label(_ n: Int) -> String { "item \(n)" }
print(await label(4))
