func greet(name: String) {
    print("Hello, \(name)")
}
greet(person: "Ana")
