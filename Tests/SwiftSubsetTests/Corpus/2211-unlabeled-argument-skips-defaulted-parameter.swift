func g(_ a: Int, b: Int = 0, _ c: Int = 0) {
    print(a, b, c)
}
g(1, 2)
g(1, b: 2, 3)
g(1)
func greet(name: String, greeting: String = "Hello") {
    print(greeting, name)
}
greet(name: "Bo", greeting: "Hi")
