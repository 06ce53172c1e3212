let greet = { (name: String) -> String in
    return "Hello, \(name)!"
}
print(greet("Ann"))
