enum Command: String {
    case start, stop, pause
}
func unsupported(_ name: String) -> Never {
    fatalError("unsupported command \(name)")
}
func describe(_ text: String) -> String {
    guard let command = Command(rawValue: text) else { unsupported(text) }
    switch command {
    case .start: return "starting"
    case .stop: return "stopping"
    case .pause: unsupported("pause")
    }
}
print(describe("start"))
print(describe("stop"))
print(describe("jump"))
