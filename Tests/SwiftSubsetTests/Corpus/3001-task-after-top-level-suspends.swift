// A task made at the top level runs when the top-level code suspends, not before.
var log: [String] = []
Task {
    log.append("task ran")
    print("in the task, log has", log.count, "entries")
}
log.append("after Task {}")
print("top level goes on first")
try await Task.sleep(nanoseconds: 10_000_000)
print(log)
