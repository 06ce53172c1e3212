class Greeter {
    var greeting: String
    init(name: String) {
        greeting = "Hello"
        greeting = makeGreeting(for: name)
    }
    func makeGreeting(for name: String) -> String {
        "\(greeting), \(name)!"
    }
}
print(Greeter(name: "Ann").greeting)
