func outer() -> Int {
    func inner() -> Int {
        return 2
    }
    return inner() * 3
}
print(outer())
