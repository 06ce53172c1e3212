// A function that is not async starts a task; the task runs after the caller's code.
var events: [String] = []

@MainActor
func viewDidLoad() {
    events.append("viewDidLoad begins")
    Task {
        events.append("task starts")
        try await Task.sleep(nanoseconds: 1_000_000)
        events.append("task wakes")
    }
    events.append("viewDidLoad ends")
}

viewDidLoad()
events.append("top level goes on")
try await Task.sleep(nanoseconds: 50_000_000)
for e in events { print(e) }
