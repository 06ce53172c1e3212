// async methods on a struct and a class, awaited from a task.
struct Keyboard {
    var height: Double
    func animate(to target: Double) async -> String {
        "from \(height) to \(target)"
    }
}

final class Screen {
    var log: [String] = []
    func show(_ k: Keyboard) async throws {
        try await Task.sleep(nanoseconds: 2_000_000)
        log.append(await k.animate(to: k.height + 40))
    }
}

let screen = Screen()
let work = Task {
    try await screen.show(Keyboard(height: 291))
    try await screen.show(Keyboard(height: 336))
}
try await work.value
print(screen.log)
