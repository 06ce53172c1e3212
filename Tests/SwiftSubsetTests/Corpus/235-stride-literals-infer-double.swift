for x in stride(from: 0, to: 1.0, by: 1) {
    print(x)
}
