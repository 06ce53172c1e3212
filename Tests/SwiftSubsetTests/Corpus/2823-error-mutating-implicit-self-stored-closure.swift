struct Logger {
    var lines: [String] = []
    var handlers: [() -> Void] = []
    mutating func register() {
        handlers.append { print(lines.count) }
    }
}
var l = Logger()
l.register()
