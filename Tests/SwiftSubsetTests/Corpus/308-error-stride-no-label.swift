for i in stride(0, 10, 2) {
    print(i)
}
