for i in 1...4 {
    var row = ""
    for _ in 0..<i {
        row += "#"
    }
    print(row)
}
