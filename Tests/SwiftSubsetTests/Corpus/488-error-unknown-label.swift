for i in 0..<3 {
    if i == 1 { break outer }
}
