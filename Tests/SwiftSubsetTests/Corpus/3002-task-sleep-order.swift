// Tasks that sleep wake in order of their deadlines, not of their creation.
for (name, delay) in [("slow", 300), ("fast", 100), ("medium", 200)] {
    Task {
        try await Task.sleep(nanoseconds: UInt64(delay) * 1_000_000)
        print(name, "woke after", delay, "ms")
    }
}
print("three tasks made")
try await Task.sleep(nanoseconds: 500_000_000)
print("done")
