func greet(_ name: String?) {
    guard let name = name else {
        print("No name")
        return
    }
    print("Hello, \(name)")
}
greet("Ana")
greet(nil)
