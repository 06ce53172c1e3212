func outer() -> Int {
    return helper()
    func helper() -> Int { 1 }
}
print(outer())
