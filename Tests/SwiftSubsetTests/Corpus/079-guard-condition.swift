func divide(_ a: Int, by b: Int) -> Int? {
    guard b != 0 else {
        return nil
    }
    return a / b
}
print(divide(10, by: 2) ?? -1)
print(divide(1, by: 0) ?? -1)
