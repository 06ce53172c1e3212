// A protocol nested in a type (Swift 5.10 and later).
struct Keyboard {
    protocol Listener {
        func heightChanged(to h: Double)
    }
    var listeners: [any Listener] = []
    func show(height: Double) {
        for l in listeners { l.heightChanged(to: height) }
    }
}
struct Printer: Keyboard.Listener {
    let name: String
    func heightChanged(to h: Double) { print(name, "sees", h) }
}
var k = Keyboard()
k.listeners.append(Printer(name: "form"))
k.show(height: 291)
