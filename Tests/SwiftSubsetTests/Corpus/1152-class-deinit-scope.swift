class Token {
    deinit { print("token freed") }
}
func work() {
    let t = Token()
    print("working with \(t)")
}
work()
print("after work")
