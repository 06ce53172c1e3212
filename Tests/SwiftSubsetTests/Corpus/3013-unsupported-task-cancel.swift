let t = Task {
    try await Task.sleep(nanoseconds: 1_000_000_000)
    print("not reached")
}
t.cancel()
print("cancelled")
