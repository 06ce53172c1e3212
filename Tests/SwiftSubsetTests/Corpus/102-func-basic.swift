func sayHello() {
    print("Hello!")
}
sayHello()
sayHello()
