for row in 1...3 {
    var line = ""
    for col in 1...3 {
        line += String(row * col) + " "
    }
    print(line)
}
