for i in 1...3 {
    print("Step \(i)")
}
