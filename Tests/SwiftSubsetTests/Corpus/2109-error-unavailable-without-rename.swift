// An unavailable declaration without a new name.
struct Legacy {
    @available(*, unavailable, message: "use the closure API")
    static let handler = 1
    static let current = 2
}
print(Legacy.current)
print(Legacy.handler)
