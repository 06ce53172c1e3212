for i in 1...3 {
    i = 2
}
