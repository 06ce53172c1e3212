func greet(name: String, greeting: String = "Hello") {
    print(greeting, name)
}
greet("Bo", greeting: "Hi")
