func compute() -> Int {
    let t = Task { 3 }
    return t.value
}
print(compute())
