func countdown(from n: Int) {
    if n < 0 {
        return
    }
    print(n)
    countdown(from: n - 1)
}
countdown(from: 3)
