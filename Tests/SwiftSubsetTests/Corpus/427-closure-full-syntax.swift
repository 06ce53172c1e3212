let multiply = { (a: Int, b: Int) -> Int in
    return a * b
}
print(multiply(6, 7))
let greet = { (name: String) in print("Hello, \(name)!") }
greet("Ana")
