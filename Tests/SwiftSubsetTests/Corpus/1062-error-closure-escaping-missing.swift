var handlers: [() -> Void] = []
func add(_ handler: () -> Void) {
    handlers.append(handler)
}
add { print("x") }
