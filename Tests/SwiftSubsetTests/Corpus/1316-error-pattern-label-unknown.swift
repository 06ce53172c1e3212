for i in 1...3 {
    if i == 2 { break outer }
}
