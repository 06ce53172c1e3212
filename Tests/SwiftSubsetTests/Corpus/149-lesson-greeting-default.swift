func greet(_ name: String = "friend") {
    print("Hello, \(name)!")
}
greet()
greet("Mia")
