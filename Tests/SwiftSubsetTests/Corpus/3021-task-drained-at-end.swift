// Tasks made before the top level's last await run before the program ends.
var log: [String] = []
Task {
    log.append("inside a task")
    print(log)
}
print("scheduled")
await Task.yield()
print("after yield:", log.count)
