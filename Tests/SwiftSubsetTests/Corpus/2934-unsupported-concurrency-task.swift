var log: [String] = []
Task {
    log.append("inside a task")
    print(log)
}
print("scheduled")
