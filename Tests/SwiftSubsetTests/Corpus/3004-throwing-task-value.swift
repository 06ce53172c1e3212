// A task that throws keeps its error until someone awaits its value.
enum LoadError: Error { case missing(String) }

func load(_ name: String) async throws -> String {
    try await Task.sleep(nanoseconds: 1_000_000)
    guard name != "ghost" else { throw LoadError.missing(name) }
    return "contents of \(name)"
}

let good = Task { try await load("notes") }
let bad = Task { try await load("ghost") }
do {
    print(try await good.value)
    print(try await bad.value)
} catch {
    print("caught:", error)
}
let maybe = try? await bad.value
print(maybe == nil)
