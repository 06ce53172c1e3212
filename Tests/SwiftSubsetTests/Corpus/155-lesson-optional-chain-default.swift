let stored: String? = nil
let display = stored ?? "Guest"
print("Welcome, \(display)")
