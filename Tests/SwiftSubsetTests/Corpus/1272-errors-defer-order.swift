func work() {
    defer { print("cleanup 1") }
    defer { print("cleanup 2") }
    print("working")
}
work()
