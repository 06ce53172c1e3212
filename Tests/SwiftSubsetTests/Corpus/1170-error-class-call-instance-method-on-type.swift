class Greeter {
    func greet() { print("hi") }
}
Greeter.greet()
