func work() {
    defer { print("first defer") }
    defer { print("second defer") }
    print("working")
}
work()
func early(_ stop: Bool) -> Int {
    defer { print("cleanup") }
    if stop { return 0 }
    print("continuing")
    return 1
}
print(early(true))
print(early(false))
