func answer() -> Int {
    print("thinking")
}
