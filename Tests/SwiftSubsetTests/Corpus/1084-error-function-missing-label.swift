func greet(name: String) {
    print("Hello, \(name)")
}
greet("Ann")
