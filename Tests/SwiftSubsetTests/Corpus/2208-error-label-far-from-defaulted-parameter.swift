func greet(name: String, greeting: String = "Hello") {
    print(greeting, name)
}
greet(name: "Bo")
greet(name: "Bo", greet: "Hi")
