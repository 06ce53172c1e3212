func name() -> Int {
    return "Ana"
}
