for i in stride(from: 0, to: 10, by: 3) {
    print(i)
}
