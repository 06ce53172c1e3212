for x in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(x)
}
