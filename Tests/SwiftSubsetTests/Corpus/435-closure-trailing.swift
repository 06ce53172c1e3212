func perform(times: Int, action: () -> Void) {
    for _ in 0..<times { action() }
}
perform(times: 3) {
    print("hi")
}
let doubled = [1, 2, 3].map { $0 * 2 }
print(doubled)
