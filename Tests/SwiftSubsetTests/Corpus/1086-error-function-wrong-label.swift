func greet(person: String) {
    print("Hello, \(person)")
}
greet(name: "Ann")
