func trace(_ label: String, _ value: Int) -> Int {
    print("evaluating \(label)")
    return value
}
func add(_ a: Int, to b: Int) -> Int {
    return a + b
}
print(add(trace("a", 1), to: trace("b", 2)))
