func fail(_ message: String) -> Never {
    fatalError(message)
}
let value = 3
if value > 2 {
    print("before")
    fail("too big")
}
