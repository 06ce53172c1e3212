for n in 1...6 {
    guard n % 2 == 0 else {
        continue
    }
    print(n)
}
