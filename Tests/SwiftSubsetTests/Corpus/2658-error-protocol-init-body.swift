protocol Named {
    init(name: String) { }
}
print("x")
